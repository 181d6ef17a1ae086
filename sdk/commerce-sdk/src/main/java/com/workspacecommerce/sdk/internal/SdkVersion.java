package com.workspacecommerce.sdk.internal;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The SDK's version and User-Agent, read once. Internal: not part of the public API. */
final class SdkVersion {
  /** The SDK version, from the build, or {@code unknown} when run from unfiltered sources. */
  public static final String VERSION = load();

  /** The User-Agent sent on every call: {@code commerce-sdk-java/<version> Java/<java.version>}. */
  public static final String USER_AGENT =
      "commerce-sdk-java/" + VERSION + " Java/" + System.getProperty("java.version", "unknown");

  private SdkVersion() {}

  private static String load() {
    try (InputStream in = SdkVersion.class.getResourceAsStream("sdk.properties")) {
      if (in == null) {
        return "unknown";
      }
      Properties p = new Properties();
      p.load(in);
      String v = p.getProperty("version", "unknown");
      return v.startsWith("${") ? "unknown" : v;
    } catch (IOException e) {
      return "unknown";
    }
  }
}
