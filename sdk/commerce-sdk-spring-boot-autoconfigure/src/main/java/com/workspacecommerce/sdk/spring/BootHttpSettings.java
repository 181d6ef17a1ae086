package com.workspacecommerce.sdk.spring;

import com.workspacecommerce.sdk.CommerceClient;
import java.time.Duration;
import java.util.List;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.ssl.NoSuchSslBundleException;
import org.springframework.boot.ssl.SslBundle;
import org.springframework.boot.ssl.SslBundles;
import org.springframework.boot.ssl.SslOptions;
import org.springframework.core.env.Environment;
import org.springframework.util.ClassUtils;

/**
 * Applies the application's HTTP client settings to the client's builder, as Boot applies them to
 * its own clients, where no {@code commerce.*} property says otherwise: the connect timeout, the
 * read timeout (as the attempt timeout: the JDK client's request timeout, which is what Boot maps
 * the read timeout to), and the SSL bundle. Boot's redirect setting is deliberately not applied:
 * the client never follows a redirect, which would carry the API key wherever the server points.
 *
 * <p>The settings come from Boot's {@code HttpClientSettings} bean when the application has one
 * (Boot 4 with {@code spring-boot-http-client}), else from the properties: {@code
 * spring.http.clients.*} (Boot 4), then {@code spring.http.client.*} (Boot 3.5's names, which Boot
 * 4 keeps as deprecated).
 */
final class BootHttpSettings {
  static final String COMMERCE_BUNDLE = "commerce.ssl.bundle";
  private static final String HTTP_CLIENT_SETTINGS =
      "org.springframework.boot.http.client.HttpClientSettings";
  private static final List<String> PREFIXES = List.of("spring.http.clients", "spring.http.client");

  private BootHttpSettings() {}

  static void apply(
      CommerceClient.Builder builder,
      CommerceProperties properties,
      Environment environment,
      BeanFactory beanFactory,
      @Nullable SslBundles bundles) {
    Settings boot = settings(environment, beanFactory);
    // PropertiesMapper applied the commerce.* timeouts; Boot's fill only what they leave unset.
    if (properties.getConnectTimeout() == null && boot.connectTimeout != null) {
      builder.connectTimeout(boot.connectTimeout);
    }
    if (properties.getAttemptTimeout() == null && boot.readTimeout != null) {
      builder.attemptTimeout(boot.readTimeout);
    }
    String named = properties.getSsl().getBundle();
    if (named != null && !named.isBlank()) {
      apply(builder, COMMERCE_BUNDLE, named, bundle(COMMERCE_BUNDLE, named, bundles), bundles);
    } else if (boot.bundle != null) {
      String name = boot.bundleName != null ? boot.bundleName : "(HttpClientSettings bean)";
      apply(builder, boot.bundleProperty, name, boot.bundle, bundles);
    } else if (boot.bundleName != null) {
      apply(
          builder,
          boot.bundleProperty,
          boot.bundleName,
          bundle(boot.bundleProperty, boot.bundleName, bundles),
          bundles);
    }
  }

  private static SslBundle bundle(String property, String name, @Nullable SslBundles bundles) {
    if (bundles == null) {
      throw new CommerceSslBundleException(property, name, List.of(), null);
    }
    try {
      return bundles.getBundle(name);
    } catch (NoSuchSslBundleException e) {
      throw new CommerceSslBundleException(property, name, bundles.getBundleNames(), null);
    }
  }

  private static void apply(
      CommerceClient.Builder builder,
      String property,
      String name,
      SslBundle bundle,
      @Nullable SslBundles bundles) {
    // The options would need the same cipher and protocol choice on both transports; until the
    // SDK has it, a bundle that sets them is refused rather than half applied.
    SslOptions options = bundle.getOptions();
    List<String> available = bundles == null ? List.of() : bundles.getBundleNames();
    if (options.getCiphers() != null) {
      throw new CommerceSslBundleException(property, name, available, "options.ciphers");
    }
    if (options.getEnabledProtocols() != null) {
      throw new CommerceSslBundleException(property, name, available, "options.enabled-protocols");
    }
    builder.sslContext(bundle.createSslContext(), trustManager(bundle));
  }

  private static X509TrustManager trustManager(SslBundle bundle) {
    for (TrustManager m : bundle.getManagers().getTrustManagers()) {
      if (m instanceof X509TrustManager) {
        return (X509TrustManager) m;
      }
    }
    throw new IllegalStateException("the SSL bundle has no X.509 trust manager");
  }

  private static Settings settings(Environment environment, BeanFactory beanFactory) {
    Binder binder = Binder.get(environment);
    Settings s = new Settings();
    for (String prefix : PREFIXES) {
      if (s.connectTimeout == null) {
        s.connectTimeout = binder.bind(prefix + ".connect-timeout", Duration.class).orElse(null);
      }
      if (s.readTimeout == null) {
        s.readTimeout = binder.bind(prefix + ".read-timeout", Duration.class).orElse(null);
      }
      if (s.bundleName == null) {
        String name = binder.bind(prefix + ".ssl.bundle", String.class).orElse(null);
        if (name != null && !name.isBlank()) {
          s.bundleName = name;
          s.bundleProperty = prefix + ".ssl.bundle";
        }
      }
    }
    if (ClassUtils.isPresent(HTTP_CLIENT_SETTINGS, BootHttpSettings.class.getClassLoader())) {
      // Boot's own bean, which an application may have replaced, wins over the properties.
      FromBean.override(s, beanFactory);
    }
    return s;
  }

  /** What Boot's settings say; every field null when unset. */
  private static final class Settings {
    @Nullable Duration connectTimeout;
    @Nullable Duration readTimeout;
    @Nullable SslBundle bundle;
    @Nullable String bundleName;
    String bundleProperty = "spring.http.clients.ssl.bundle";
  }

  /** Reads Boot's {@code HttpClientSettings} bean; loaded only when that class exists. */
  private static final class FromBean {
    static void override(Settings s, BeanFactory beanFactory) {
      org.springframework.boot.http.client.HttpClientSettings bean =
          beanFactory
              .getBeanProvider(org.springframework.boot.http.client.HttpClientSettings.class)
              .getIfAvailable();
      // What the bean leaves unset keeps the properties' value (Boot 4's deprecated
      // spring.http.client.* names among them).
      if (bean != null) {
        if (bean.connectTimeout() != null) {
          s.connectTimeout = bean.connectTimeout();
        }
        if (bean.readTimeout() != null) {
          s.readTimeout = bean.readTimeout();
        }
        if (bean.sslBundle() != null) {
          s.bundle = bean.sslBundle();
        }
      }
    }
  }
}
