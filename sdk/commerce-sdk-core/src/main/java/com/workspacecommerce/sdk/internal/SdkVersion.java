package com.workspacecommerce.sdk.internal;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The SDK's version and User-Agent, read once. Internal: not part of the public API. */
final class SdkVersion {
  // Read once, by the version and by DependencyGuard (the versions the SDK was built with).
  private static final Properties BUILD = load();

  /** The SDK version, from the build, or {@code unknown} when run from unfiltered sources. */
  public static final String VERSION = buildProperty("version", "unknown");

  /** The User-Agent sent on every call: {@code commerce-sdk-java/<version> Java/<java.version>}. */
  public static final String USER_AGENT =
      "commerce-sdk-java/" + VERSION + " Java/" + System.getProperty("java.version", "unknown");

  private SdkVersion() {}

  /**
   * A value the build wrote into {@code sdk.properties}.
   *
   * @param key such as {@code version} or {@code jackson.version}
   * @param fallback when it is missing, or left unfilled because the SDK runs from raw sources
   * @return the value or the fallback
   */
  static String buildProperty(String key, String fallback) {
    return property(BUILD, key, fallback);
  }

  /**
   * A value of properties the build filters.
   *
   * @param properties as read from the resource
   * @param key the key
   * @param fallback when the key is missing, or its value is still a {@code ${...}} placeholder
   * @return the value or the fallback
   */
  static String property(Properties properties, String key, String fallback) {
    String value = properties.getProperty(key);
    return value == null || value.startsWith("${") ? fallback : value;
  }

  private static Properties load() {
    Properties p = new Properties();
    try (InputStream in = SdkVersion.class.getResourceAsStream("sdk.properties")) {
      if (in != null) {
        p.load(in);
      }
    } catch (IOException e) {
      // Without it every value falls back: "unknown" as the version, the minimums in messages.
    }
    return p;
  }
}
