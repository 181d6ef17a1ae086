package com.workspacecommerce.examples.boot;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.ProductListParams;
import com.workspacecommerce.sdk.spring.CommerceObservationListener;
import com.workspacecommerce.sdk.testing.CommerceSandbox;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.actuate.env.EnvironmentEndpoint;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;

/**
 * A Spring Boot 4 application (Actuator, Micrometer, Brave) that uses the auto-configured {@link
 * CommerceClient}: it lists a few products, creates a customer, and prints what the starter's
 * observation recorded, the trace header the API received, and the API key as the env endpoint
 * shows it (masked). With no {@code commerce.base-url} configured it starts a {@link
 * CommerceSandbox} and points the client at it, so it runs with one command:
 *
 * <pre>
 * mvn -q -pl examples/commerce-spring-boot-example -am compile exec:java
 * </pre>
 *
 * Against a real API: {@code COMMERCE_BASE_URL=... COMMERCE_API_KEY=... mvn ... exec:java}.
 */
@SpringBootApplication
public class CommerceBootExample {
  /** Not instantiated by hand; Spring creates it. */
  public CommerceBootExample() {}

  /**
   * Runs the application once and exits.
   *
   * @param args Spring Boot arguments, such as {@code --commerce.base-url=...}
   */
  public static void main(String[] args) {
    List<String> lines = run(args, System.out::println);
    System.exit(lines.isEmpty() ? 1 : 0);
  }

  /**
   * Starts the application (and a sandbox when no base URL is configured), runs the report, and
   * closes everything.
   *
   * @param args Spring Boot arguments
   * @param out where each report line goes
   * @return the report's lines
   */
  public static List<String> run(String[] args, Consumer<String> out) {
    CommerceSandbox sandbox = configured(args) ? null : CommerceSandbox.start();
    try {
      SpringApplication app = new SpringApplication(CommerceBootExample.class);
      // Boot guesses the main class from the stack, which under exec:java or a test is not this
      // one.
      app.setMainApplicationClass(CommerceBootExample.class);
      if (sandbox != null) {
        out.accept("No commerce.base-url set: using a sandbox at " + sandbox.baseUrl());
        // Default properties have the lowest precedence: any real configuration wins.
        app.setDefaultProperties(
            Map.of("commerce.base-url", sandbox.baseUrl(), "commerce.api-key", sandbox.apiKey()));
      }
      try (ConfigurableApplicationContext context = app.run(args)) {
        List<String> lines = new ArrayList<>(context.getBean(Report.class).lines);
        if (sandbox != null) {
          // What the API received: the W3C trace context of the call's client span.
          lines.add(
              "traceparent sent "
                  + (sandbox.journal().last("POST /customers").header("traceparent") != null));
        }
        lines.forEach(out);
        return lines;
      }
    } finally {
      if (sandbox != null) {
        sandbox.close();
      }
    }
  }

  private static boolean configured(String[] args) {
    for (String a : args) {
      if (a.startsWith("--commerce.base-url=")) {
        return true;
      }
    }
    return System.getProperty("commerce.base-url") != null
        || System.getenv(CommerceClient.ENV_BASE_URL) != null;
  }

  /**
   * The work the application does at start-up.
   *
   * @param client the auto-configured client
   * @param meters the application's meters, where the starter's observations land
   * @param env Actuator's env endpoint, to show how it shows the key
   * @return the report
   */
  @Bean
  Report report(CommerceClient client, MeterRegistry meters, EnvironmentEndpoint env) {
    return new Report(client, meters, env);
  }

  /** Lists products, creates a customer, and reads back the timer the starter recorded. */
  static final class Report implements ApplicationRunner {
    final List<String> lines = new ArrayList<>();
    private final CommerceClient client;
    private final MeterRegistry meters;
    private final EnvironmentEndpoint env;

    Report(CommerceClient client, MeterRegistry meters, EnvironmentEndpoint env) {
      this.client = client;
      this.meters = meters;
      this.env = env;
    }

    @Override
    public void run(ApplicationArguments args) {
      for (Product p :
          client.products().list(ProductListParams.builder().limit(3).build()).items()) {
        lines.add("product " + p.name() + " (" + p.status() + ")");
      }
      Customer c =
          client
              .customers()
              .create(
                  CustomerCreateParams.builder()
                      .firstname("Ada")
                      .lastname("Lovelace")
                      .email("ada@example.com")
                      .build());
      lines.add("created customer " + c.firstname() + " " + c.lastname() + " " + c.id());
      for (Timer t : meters.find(CommerceObservationListener.NAME).timers()) {
        lines.add(
            "timer "
                + CommerceObservationListener.NAME
                + " operation="
                + t.getId().getTag("operation")
                + " outcome="
                + t.getId().getTag("outcome")
                + " count="
                + t.count());
      }
      lines.add(
          "env commerce.api-key="
              + env.environmentEntry("commerce.api-key").getProperty().getValue());
    }
  }
}
