package com.workspacecommerce.sdk.spring;

import java.lang.reflect.Method;
import java.util.Arrays;
import org.springframework.boot.SpringBootVersion;
import org.springframework.boot.autoconfigure.AutoConfigurations;

/**
 * What differs between the Spring Boot lines this suite runs on (Boot 3.5 in the starter's module,
 * Boot 4 in commerce-sdk-spring-boot4-tests): Boot 4 moved the observation, metrics, tracing and
 * health types to new packages. The suite names them by class name, so one source runs on both.
 */
final class BootLine {
  /** Whether this run is on Spring Boot 4 or later. */
  static final boolean BOOT_4 = major() >= 4;

  private BootLine() {}

  static int major() {
    return Integer.parseInt(SpringBootVersion.getVersion().split("\\.")[0]);
  }

  /** Micrometer observations, metrics on a simple registry and Brave tracing, as Boot sets them. */
  static AutoConfigurations observability() {
    return BOOT_4
        ? of(
            "org.springframework.boot.micrometer.observation.autoconfigure.ObservationAutoConfiguration",
            "org.springframework.boot.micrometer.metrics.autoconfigure.MetricsAutoConfiguration",
            "org.springframework.boot.micrometer.metrics.autoconfigure.export.simple"
                + ".SimpleMetricsExportAutoConfiguration",
            "org.springframework.boot.micrometer.metrics.autoconfigure"
                + ".CompositeMeterRegistryAutoConfiguration",
            "org.springframework.boot.micrometer.tracing.brave.autoconfigure.BraveAutoConfiguration",
            "org.springframework.boot.micrometer.tracing.autoconfigure"
                + ".MicrometerTracingAutoConfiguration")
        : of(
            "org.springframework.boot.actuate.autoconfigure.observation.ObservationAutoConfiguration",
            "org.springframework.boot.actuate.autoconfigure.metrics.MetricsAutoConfiguration",
            "org.springframework.boot.actuate.autoconfigure.metrics.export.simple"
                + ".SimpleMetricsExportAutoConfiguration",
            "org.springframework.boot.actuate.autoconfigure.metrics"
                + ".CompositeMeterRegistryAutoConfiguration",
            "org.springframework.boot.actuate.autoconfigure.tracing.BraveAutoConfiguration",
            "org.springframework.boot.actuate.autoconfigure.tracing.MicrometerTracingAutoConfiguration");
  }

  /** The health indicator type of this line. */
  static Class<?> healthIndicatorType() {
    return load(
        BOOT_4
            ? "org.springframework.boot.health.contributor.HealthIndicator"
            : "org.springframework.boot.actuate.health.HealthIndicator");
  }

  /** The status code ({@code UP}, {@code DOWN}) of a health indicator of either line. */
  static String healthStatus(Object indicator) {
    try {
      Method health = healthIndicatorType().getMethod("health");
      Object result = health.invoke(indicator);
      Object status = result.getClass().getMethod("getStatus").invoke(result);
      return (String) status.getClass().getMethod("getCode").invoke(status);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError("cannot read the health of " + indicator, e);
    }
  }

  /**
   * Writes a value as JSON with the line's own Jackson, as Actuator's endpoints do: Jackson 3 on
   * Boot 4 (whose lean stack has no Jackson 2), Jackson 2 on Boot 3.5.
   */
  static String toJson(Object value) throws ReflectiveOperationException {
    Class<?> type =
        load(
            BOOT_4
                ? "tools.jackson.databind.json.JsonMapper"
                : "com.fasterxml.jackson.databind.ObjectMapper");
    Object mapper = type.getConstructor().newInstance();
    return (String) type.getMethod("writeValueAsString", Object.class).invoke(mapper, value);
  }

  static AutoConfigurations of(String... classNames) {
    return AutoConfigurations.of(
        Arrays.stream(classNames).map(BootLine::load).toArray(Class<?>[]::new));
  }

  static Class<?> load(String name) {
    try {
      return Class.forName(name, false, BootLine.class.getClassLoader());
    } catch (ClassNotFoundException e) {
      throw new AssertionError(
          name + " is not on Spring Boot " + SpringBootVersion.getVersion() + "'s class path", e);
    }
  }
}
