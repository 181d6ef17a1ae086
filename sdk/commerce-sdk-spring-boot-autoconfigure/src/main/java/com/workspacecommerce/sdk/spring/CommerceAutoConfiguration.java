package com.workspacecommerce.sdk.spring;

import com.workspacecommerce.sdk.ApiKeySource;
import com.workspacecommerce.sdk.AsyncCommerceClient;
import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.RequestInterceptor;
import io.micrometer.observation.ObservationRegistry;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.ssl.SslBundles;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/**
 * Auto-configures a {@link CommerceClient} and its {@link AsyncCommerceClient} from {@link
 * CommerceProperties}, when the application has none of its own. Boot's HTTP client settings
 * ({@code spring.http.clients.*}: connect and read timeouts, SSL bundle) apply where no {@code
 * commerce.*} property says otherwise; Boot's redirect setting does not, as the client never
 * follows a redirect. Boot has no proxy setting: {@code commerce.proxy.*} gives the client a proxy,
 * else the JVM's proxy settings apply, as to Boot's own clients. Every {@link
 * CommerceClientCustomizer} bean then changes the builder, in order; every {@link CallListener} and
 * {@link RequestInterceptor} bean is added (listeners in order, as one). An {@link ApiKeySource}
 * bean, when there is one, gives the key instead of {@code commerce.api-key}, so that a key rotates
 * without a restart. The client is closed with the context. With Micrometer's {@link
 * ObservationRegistry} in the context, each call is recorded as an observation by a {@link
 * CommerceObservationListener}, named by the {@link CommerceObservationConvention} bean ({@code
 * commerce.observations.convention} chooses the starter's; an application's own bean replaces it).
 */
@AutoConfiguration(
    afterName = {
      // Spring Boot 4, then Boot 3.5: the registry must exist before the listener is decided on.
      "org.springframework.boot.micrometer.observation.autoconfigure.ObservationAutoConfiguration",
      "org.springframework.boot.actuate.autoconfigure.observation.ObservationAutoConfiguration",
      // The SSL bundles, and Boot 4's HttpClientSettings, whose values the client takes.
      "org.springframework.boot.autoconfigure.ssl.SslAutoConfiguration",
      "org.springframework.boot.http.client.autoconfigure.HttpClientAutoConfiguration"
    })
@ConditionalOnClass(name = "com.workspacecommerce.sdk.CommerceClient")
@EnableConfigurationProperties(CommerceProperties.class)
public class CommerceAutoConfiguration {
  /** Creates the configuration; Spring Boot instantiates it. */
  public CommerceAutoConfiguration() {}

  /**
   * The client, built from the properties, then the customizers, listeners and interceptors.
   *
   * @param properties the {@code commerce.*} properties
   * @param customizers change the builder, in order
   * @param listeners hear every call, in order
   * @param interceptors change every attempt's request, in order
   * @param environment where Boot's HTTP client properties are read
   * @param beanFactory where Boot's {@code HttpClientSettings} bean is found, if any
   * @param sslBundles the application's SSL bundles
   * @return the client; the context closes it
   * @throws CommerceConfigurationException when {@code commerce.base-url} is missing, or {@code
   *     commerce.api-key} with no {@link ApiKeySource} bean, or a {@code commerce.proxy.*} property
   *     is missing or unusable (a host without a port, a port out of range, half of the
   *     credentials)
   * @throws IllegalStateException when {@code commerce.ssl.bundle} or Boot's {@code
   *     spring.http.clients.ssl.bundle} names no bundle, or one with options the client cannot
   *     apply
   */
  @Bean(destroyMethod = "close")
  @ConditionalOnMissingBean
  public CommerceClient commerceClient(
      CommerceProperties properties,
      ObjectProvider<CommerceClientCustomizer> customizers,
      ObjectProvider<CallListener> listeners,
      ObjectProvider<RequestInterceptor> interceptors,
      Environment environment,
      BeanFactory beanFactory,
      ObjectProvider<SslBundles> sslBundles) {
    // A bean that supplies keys (from Vault or a cloud secret manager) replaces commerce.api-key.
    CommerceClient.Builder builder =
        PropertiesMapper.toBuilder(
            properties, beanFactory.getBeanProvider(ApiKeySource.class).getIfUnique());
    BootHttpSettings.apply(
        builder, properties, environment, beanFactory, sslBundles.getIfAvailable());
    listeners.orderedStream().forEach(builder::addListener);
    interceptors.orderedStream().forEach(builder::addInterceptor);
    customizers.orderedStream().forEach(c -> c.customize(builder));
    return builder.build();
  }

  /**
   * The asynchronous twin of the client, sharing its pool and lifetime.
   *
   * @param client the client
   * @return its asynchronous view
   */
  @Bean
  @ConditionalOnMissingBean
  public AsyncCommerceClient asyncCommerceClient(CommerceClient client) {
    return client.async();
  }

  /** Observations of every call, when the application records them. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(name = "io.micrometer.observation.ObservationRegistry")
  @ConditionalOnBean(ObservationRegistry.class)
  static class ObservationConfiguration {
    @Bean
    @ConditionalOnMissingBean
    CommerceObservationConvention commerceObservationConvention(CommerceProperties properties) {
      return properties.getObservations().getConvention()
              == CommerceProperties.Convention.OPENTELEMETRY
          ? new OpenTelemetryCommerceObservationConvention()
          : new DefaultCommerceObservationConvention();
    }

    @Bean
    @ConditionalOnMissingBean
    CommerceObservationListener commerceObservationListener(
        ObservationRegistry registry, CommerceObservationConvention convention) {
      return new CommerceObservationListener(registry, convention);
    }
  }
}
