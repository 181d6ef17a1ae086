package com.workspacecommerce.sdk.spring;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/**
 * Turns a missing {@code commerce.*} property, or an SSL bundle name that matches no bundle, into a
 * start-up report that names the property and says how to fix it, instead of a stack trace. It
 * never shows the API key.
 */
public class CommerceFailureAnalyzer
    extends AbstractFailureAnalyzer<CommerceConfigurationException> {
  /** Creates the analyzer; Spring Boot instantiates it from {@code META-INF/spring.factories}. */
  public CommerceFailureAnalyzer() {}

  @Override
  protected FailureAnalysis analyze(Throwable rootFailure, CommerceConfigurationException failure) {
    return failure instanceof CommerceSslBundleException
        ? analyzeBundle((CommerceSslBundleException) failure)
        : analyzeMissing(failure);
  }

  static FailureAnalysis analyzeBundle(CommerceSslBundleException cause) {
    String exist =
        cause.available().isEmpty()
            ? "The application has no SSL bundles."
            : "The SSL bundles that exist: " + String.join(", ", cause.available()) + ".";
    String option = cause.unsupportedOption();
    if (option != null) {
      return new FailureAnalysis(
          "The Workspace Commerce client could not be built: the property '"
              + cause.property()
              + "' names the SSL bundle '"
              + cause.bundle()
              + "', which sets "
              + option
              + "; the client applies a bundle's keys and trust, not its options.",
          "Remove "
              + option
              + " from the bundle, or name another bundle in '"
              + cause.property()
              + "'. "
              + exist,
          cause);
    }
    return new FailureAnalysis(
        "The Workspace Commerce client could not be built: the property '"
            + cause.property()
            + "' names the SSL bundle '"
            + cause.bundle()
            + "', which does not exist. "
            + exist,
        "Name one of the bundles in '"
            + cause.property()
            + "', or define '"
            + cause.bundle()
            + "' under spring.ssl.bundle.jks or spring.ssl.bundle.pem.",
        cause);
  }

  private static FailureAnalysis analyzeMissing(CommerceConfigurationException cause) {
    String property = cause.property();
    String env = cause.environmentVariable();
    String problem = cause.problem();
    if (problem != null) {
      return new FailureAnalysis(
          "The Workspace Commerce client could not be built: the property '"
              + property
              + "' "
              + problem
              + ".",
          "Correct '" + property + "' in application.properties or application.yml.",
          cause);
    }
    if (property.startsWith("commerce.proxy.")) {
      return new FailureAnalysis(
          "The Workspace Commerce client could not be built: the property '"
              + property
              + "' is not set, but "
              + (property.equals("commerce.proxy.port")
                  ? "'commerce.proxy.host' is."
                  : property.equals("commerce.proxy.password")
                      ? "'commerce.proxy.username' is."
                      : "'commerce.proxy.password' is."),
          property.equals("commerce.proxy.port")
              ? "Set 'commerce.proxy.port' to the port your proxy listens on (often 3128 or 8080;"
                  + " your network team or your browser's proxy settings say which)."
              : "Set both 'commerce.proxy.username' and 'commerce.proxy.password', or neither.",
          cause);
    }
    if (env == null) {
      // Only the app-info pair has no variable of its own: it is required as a pair, not alone.
      return new FailureAnalysis(
          "The Workspace Commerce client could not be built: the property '"
              + property
              + "' is not set, but the other half of 'commerce.app-info' is.",
          "Set both 'commerce.app-info.name' and 'commerce.app-info.version' (the User-Agent"
              + " carries them as name/version), or neither.",
          cause);
    }
    String description =
        "The Workspace Commerce client could not be built: the property '"
            + property
            + "' is not set.";
    String action =
        "Set '"
            + property
            + "' in application.properties or application.yml, or the environment variable "
            + env
            + ". To build the client yourself, declare a CommerceClient bean (the auto-configured"
            + " one then backs off).";
    return new FailureAnalysis(description, action, cause);
  }
}
