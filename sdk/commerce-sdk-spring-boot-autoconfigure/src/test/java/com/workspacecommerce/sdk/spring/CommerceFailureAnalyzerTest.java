package com.workspacecommerce.sdk.spring;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.diagnostics.FailureAnalyzer;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.core.io.support.SpringFactoriesLoader;

/**
 * What start-up says when the properties cannot build a client. No call is made, so no sandbox: the
 * base URL only has to parse.
 */
class CommerceFailureAnalyzerTest {
  private static final String KEY = "sk_test_never_shown_4f1c";

  private final ApplicationContextRunner runner =
      new ApplicationContextRunner()
          .withConfiguration(AutoConfigurations.of(CommerceAutoConfiguration.class));

  @Test
  void bootFindsTheAnalyzerWhereItLooksForThem() {
    assertThat(
            SpringFactoriesLoader.loadFactoryNames(
                FailureAnalyzer.class, getClass().getClassLoader()))
        .contains(CommerceFailureAnalyzer.class.getName());
  }

  @Test
  void halfAnAppInfoNamesTheMissingHalfAndNoEnvironmentVariable() {
    runner
        .withPropertyValues(
            "commerce.base-url=http://127.0.0.1:9/v1",
            "commerce.api-key=" + KEY,
            "commerce.app-info.version=2.3.1")
        .run(
            context -> {
              assertThat(context).hasFailed();
              FailureAnalysis analysis =
                  new CommerceFailureAnalyzer().analyze(context.getStartupFailure());
              assertThat(analysis.getDescription()).contains("'commerce.app-info.name' is not set");
              assertThat(analysis.getAction())
                  .contains("commerce.app-info.name", "commerce.app-info.version")
                  .doesNotContain("null")
                  .doesNotContain("environment variable");
              assertThat(
                      analysis.getDescription()
                          + analysis.getAction()
                          + context.getStartupFailure().toString())
                  .doesNotContain(KEY);
            });
  }

  @Test
  void aMissingKeyIsReportedWithoutAnyOtherValue() {
    runner
        .withPropertyValues("commerce.base-url=http://127.0.0.1:9/v1")
        .run(
            context -> {
              FailureAnalysis analysis =
                  new CommerceFailureAnalyzer().analyze(context.getStartupFailure());
              assertThat(analysis.getDescription()).contains("'commerce.api-key' is not set");
              assertThat(analysis.getAction())
                  .contains("'commerce.api-key'", "COMMERCE_API_KEY", "application.yml");
            });
  }

  @Test
  void aBundleNamedWhereNoneExistsSaysSo() {
    // No SslAutoConfiguration in this runner: the application has no SslBundles at all.
    FailureAnalysis[] analysis = new FailureAnalysis[1];
    runner
        .withPropertyValues(
            "commerce.base-url=https://127.0.0.1:9/v1",
            "commerce.api-key=" + KEY,
            "commerce.ssl.bundle=corp")
        .run(
            context -> {
              assertThat(context).hasFailed();
              analysis[0] = new CommerceFailureAnalyzer().analyze(context.getStartupFailure());
            });
    assertThat(analysis[0].getDescription())
        .isEqualTo(
            "The Workspace Commerce client could not be built: the property"
                + " 'commerce.ssl.bundle' names the SSL bundle 'corp', which does not exist."
                + " The application has no SSL bundles.");
  }

  @Test
  void halfOfTheProxyCredentialsNamesTheHalfThatIsSet() {
    CommerceFailureAnalyzer analyzer = new CommerceFailureAnalyzer();
    assertThat(
            analyzer
                .analyze(new CommerceConfigurationException("commerce.proxy.password", null))
                .getDescription())
        .endsWith(
            "the property 'commerce.proxy.password' is not set, but 'commerce.proxy.username' is.");
    assertThat(
            analyzer
                .analyze(new CommerceConfigurationException("commerce.proxy.username", null))
                .getDescription())
        .endsWith(
            "the property 'commerce.proxy.username' is not set, but 'commerce.proxy.password' is.");
  }
}
