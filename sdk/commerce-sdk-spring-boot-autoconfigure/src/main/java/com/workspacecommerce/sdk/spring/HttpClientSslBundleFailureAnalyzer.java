package com.workspacecommerce.sdk.spring;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.ssl.NoSuchSslBundleException;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.EnumerablePropertySource;
import org.springframework.core.env.Environment;
import org.springframework.core.env.PropertySource;

/**
 * On Boot 4, Boot's own {@code HttpClientSettings} bean resolves {@code
 * spring.http.clients.ssl.bundle} before the Commerce client is built, and fails with Boot's {@link
 * NoSuchSslBundleException}, which no analyzer of Boot's reports. When that property (or Boot 3.5's
 * {@code spring.http.client.ssl.bundle}) names the missing bundle, this reports it as {@link
 * CommerceFailureAnalyzer} reports {@code commerce.ssl.bundle}: the property, the name, the bundles
 * that exist. Any other missing bundle is left to Boot.
 */
public class HttpClientSslBundleFailureAnalyzer
    extends AbstractFailureAnalyzer<NoSuchSslBundleException> {
  private static final List<String> PROPERTIES =
      List.of("spring.http.clients.ssl.bundle", "spring.http.client.ssl.bundle");
  private static final List<String> BUNDLE_PREFIXES =
      List.of("spring.ssl.bundle.jks.", "spring.ssl.bundle.pem.");

  private final Environment environment;

  /**
   * Creates the analyzer; Spring Boot instantiates it from {@code META-INF/spring.factories}.
   *
   * @param environment the application's environment, where the property is read
   */
  public HttpClientSslBundleFailureAnalyzer(Environment environment) {
    this.environment = environment;
  }

  @Override
  protected @Nullable FailureAnalysis analyze(
      Throwable rootFailure, NoSuchSslBundleException cause) {
    for (String property : PROPERTIES) {
      if (cause.getBundleName().equals(environment.getProperty(property))) {
        return CommerceFailureAnalyzer.analyzeBundle(
            new CommerceSslBundleException(
                property, cause.getBundleName(), List.copyOf(bundleNames()), null));
      }
    }
    return null;
  }

  /** The bundles the properties define (the registry itself may not exist after a failure). */
  private Set<String> bundleNames() {
    Set<String> names = new TreeSet<>();
    if (environment instanceof ConfigurableEnvironment) {
      for (PropertySource<?> source :
          ((ConfigurableEnvironment) environment).getPropertySources()) {
        if (source instanceof EnumerablePropertySource) {
          for (String name : ((EnumerablePropertySource<?>) source).getPropertyNames()) {
            for (String prefix : BUNDLE_PREFIXES) {
              if (name.startsWith(prefix) && name.indexOf('.', prefix.length()) > 0) {
                names.add(name.substring(prefix.length(), name.indexOf('.', prefix.length())));
              }
            }
          }
        }
      }
    }
    return names;
  }
}
