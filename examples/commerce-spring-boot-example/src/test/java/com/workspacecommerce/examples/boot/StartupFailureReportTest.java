package com.workspacecommerce.examples.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/**
 * What a real Boot start-up prints when the client cannot be built: Boot's failure report, written
 * by the starter's analyzer, naming the property and how to set it, and never the key. Nothing
 * listens at the base URL; start-up stops before any call.
 */
@ExtendWith(OutputCaptureExtension.class)
class StartupFailureReportTest {
  private static final String BASE_URL = "--commerce.base-url=http://127.0.0.1:9/v1";

  @Test
  void aBlankKeyStopsStartUpWithAReportNamingTheProperty(CapturedOutput output) {
    Throwable failure =
        catchThrowable(
            () -> CommerceBootExample.run(new String[] {BASE_URL, "--commerce.api-key="}, s -> {}));

    assertThat(failure).isNotNull();
    assertThat(output.getAll())
        .contains("APPLICATION FAILED TO START")
        .contains("'commerce.api-key' is not set")
        .contains("COMMERCE_API_KEY");
  }

  @Test
  void aBlankBaseUrlStopsStartUpWithAReportNamingTheProperty(CapturedOutput output) {
    Throwable failure =
        catchThrowable(
            () ->
                CommerceBootExample.run(
                    new String[] {"--commerce.base-url=", "--commerce.api-key=k"}, s -> {}));

    assertThat(failure).isNotNull();
    assertThat(output.getAll())
        .contains("APPLICATION FAILED TO START")
        .contains("'commerce.base-url' is not set")
        .contains("COMMERCE_BASE_URL");
  }

  @Test
  void theKeyIsNeverPrintedWhenStartUpFails(CapturedOutput output) {
    String key = "sk_live_example_do_not_print_91c3";
    Throwable failure =
        catchThrowable(
            () ->
                CommerceBootExample.run(
                    new String[] {
                      BASE_URL, "--commerce.api-key=" + key, "--commerce.app-info.name="
                    },
                    s -> {}));

    assertThat(failure).isNotNull();
    assertThat(output.getAll())
        .contains("APPLICATION FAILED TO START")
        .contains("'commerce.app-info.name' is not set")
        .doesNotContain(key);
  }
}
