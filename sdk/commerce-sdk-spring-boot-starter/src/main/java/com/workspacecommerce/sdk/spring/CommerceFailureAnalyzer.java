package com.workspacecommerce.sdk.spring;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/**
 * Turns a missing {@code commerce.*} property into a start-up report that names the property and
 * says how to set it, instead of a stack trace. It never shows the API key.
 */
public class CommerceFailureAnalyzer
    extends AbstractFailureAnalyzer<CommerceConfigurationException> {
  /** Creates the analyzer; Spring Boot instantiates it from {@code META-INF/spring.factories}. */
  public CommerceFailureAnalyzer() {}

  @Override
  protected FailureAnalysis analyze(Throwable rootFailure, CommerceConfigurationException cause) {
    String description =
        "The Workspace Commerce client could not be built: the property '"
            + cause.property()
            + "' is not set.";
    String action =
        "Set '"
            + cause.property()
            + "' in application.properties or application.yml, or the environment variable "
            + cause.environmentVariable()
            + ". To build the client yourself, declare a CommerceClient bean (the auto-configured"
            + " one then backs off).";
    return new FailureAnalysis(description, action, cause);
  }
}
