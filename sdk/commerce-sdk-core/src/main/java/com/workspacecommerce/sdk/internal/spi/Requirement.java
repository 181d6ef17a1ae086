package com.workspacecommerce.sdk.internal.spi;

/**
 * One library a codec or transport needs at run time, at least at some version: each provider lists
 * its own ({@link JsonCodecProvider#requirements()}, {@link HttpTransportProvider#requirements()}),
 * and the core checks the chosen ones once per JVM before a client is built. Internal: not part of
 * the public API.
 *
 * @param coordinates the artifact, as {@code groupId:artifactId}
 * @param versionClass the class whose public static {@code VERSION} field gives the version found
 *     at run time, read by reflection (never a compile-time constant copied into the SDK)
 * @param minimum the oldest version the SDK's tests passed on; a pre-release of it counts as older
 */
public record Requirement(String coordinates, String versionClass, String minimum) {}
