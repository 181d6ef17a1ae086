package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.CommerceClient;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/**
 * The SDK's version as an application sees it ({@code CommerceClient.sdkVersion()}, the
 * User-Agent), and the fallbacks when the build's resource is missing a value or left unfiltered.
 */
class SdkVersionTest {

  @Test
  void theVersionAnApplicationReadsIsTheBuildsAndTheUserAgentCarriesIt() {
    String version = CommerceClient.sdkVersion();
    assertThat(version).isEqualTo(SdkVersion.VERSION).matches("\\d+\\.\\d+\\.\\d+.*");
    assertThat(SdkVersion.USER_AGENT)
        .isEqualTo("commerce-sdk-java/" + version + " Java/" + System.getProperty("java.version"));
  }

  @Test
  void aMissingOrUnfilteredValueGivesTheFallback() {
    Properties p = new Properties();
    p.setProperty("version", "${project.version}");
    p.setProperty("okhttp.version", "5.3.2");
    assertThat(SdkVersion.property(p, "version", "unknown")).isEqualTo("unknown");
    assertThat(SdkVersion.property(p, "jackson.version", "2.18.0")).isEqualTo("2.18.0");
    assertThat(SdkVersion.property(p, "okhttp.version", "5.2.0")).isEqualTo("5.3.2");
    assertThat(SdkVersion.buildProperty("no.such.key", "fallback")).isEqualTo("fallback");
  }
}
