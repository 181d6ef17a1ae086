package com.workspacecommerce.benchmarks;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.LogLevel;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.ProductListParams;
import com.workspacecommerce.sdk.spring.CommerceObservationConvention;
import com.workspacecommerce.sdk.spring.CommerceObservationListener;
import com.workspacecommerce.sdk.spring.DefaultCommerceObservationConvention;
import io.micrometer.core.instrument.observation.DefaultMeterObservationHandler;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.micrometer.observation.ObservationRegistry;
import java.io.IOException;
import okhttp3.HttpUrl;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * One canned server and one client per contender, shared by every benchmark thread of a trial, so
 * that the 16-thread scenarios measure one shared client exactly as an application would use it.
 */
@State(Scope.Benchmark)
public class BenchFixture {
  /** A fake key; the canned server does not check it, but it travels in every request head. */
  public static final String API_KEY = "sk_bench_4f9a2c7e1b3d5a6c8e0f";

  /**
   * The raw contender's User-Agent, shaped like the SDK's ({@code commerce-sdk-java/<version>
   * Java/<version>}) so both send headers of the same size; the SDK's own constant is internal to
   * its module.
   */
  public static final String USER_AGENT =
      "commerce-sdk-java/"
          + java.util.Objects.requireNonNullElse(
              CommerceClient.class.getPackage().getImplementationVersion(), "unknown")
          + " Java/"
          + System.getProperty("java.version", "unknown");

  /**
   * The customer every create benchmark sends, as the SDK's params.
   *
   * @return the params
   */
  static CustomerCreateParams customerParams() {
    return CustomerCreateParams.builder()
        .firstname("Ada")
        .lastname("Lovelace")
        .email("ada@example.com")
        .build();
  }

  /**
   * The same customer, as the hand-written clients send it.
   *
   * @return the customer
   */
  static RawClient.NewCustomer newCustomer() {
    return new RawClient.NewCustomer("Ada", "Lovelace", "ada@example.com");
  }

  /** Pages the list endpoint reports; the latency scenarios only ever read page 1. */
  static final int PAGES = 1000;

  CannedServer server;
  CommerceClient sdk;
  CommerceClient observed;
  RawClient raw;
  RawClient rawOkHttpDefaults;
  CommerceClient sdkJdk;
  RawJdkClient rawJdk;
  ProductListParams limit100;
  CustomerCreateParams sdkCustomer;
  RawClient.NewCustomer rawCustomer;
  HttpUrl productUrl;
  HttpUrl pageUrl;

  /**
   * Starts the server and both clients.
   *
   * @throws IOException when the server cannot bind
   */
  @Setup(Level.Trial)
  public void setUp() throws IOException {
    server = CannedServer.start(PAGES);
    sdk = sdkClient(server.baseUrl());
    observed = observe(sdk);
    raw = new RawClient(server.baseUrl(), API_KEY, BenchFixture.USER_AGENT);
    rawOkHttpDefaults =
        RawClient.withOkHttpDefaults(server.baseUrl(), API_KEY, BenchFixture.USER_AGENT);
    sdkJdk = sdkJdkClient(server.baseUrl());
    rawJdk = new RawJdkClient(server.baseUrl(), API_KEY, BenchFixture.USER_AGENT);
    limit100 = ProductListParams.builder().limit(100).build();
    sdkCustomer = customerParams();
    rawCustomer = newCustomer();
    productUrl = raw.url("products/" + CannedPayloads.PRODUCT_ID);
    pageUrl = raw.url("products?limit=100");
  }

  /** Closes the clients, then the server. */
  @TearDown(Level.Trial)
  public void tearDown() {
    observed.close();
    sdk.close();
    raw.close();
    rawOkHttpDefaults.close();
    sdkJdk.close();
    rawJdk.close();
    server.close();
  }

  /**
   * Derives a client with the Spring Boot starter's observation listener (timers in a {@link
   * SimpleMeterRegistry}, as a Boot application with Actuator records them), sharing the given
   * client's pool.
   *
   * @param client the plain client
   * @return the observed client
   */
  static CommerceClient observe(CommerceClient client) {
    return observe(client, new DefaultCommerceObservationConvention());
  }

  /**
   * Derives an observed client as {@link #observe(CommerceClient)} does, named by the given
   * convention (the starter's {@code commerce.observations.convention}).
   *
   * @param client the plain client
   * @param convention names and tags each observation
   * @return the observed client
   */
  static CommerceClient observe(CommerceClient client, CommerceObservationConvention convention) {
    ObservationRegistry registry = ObservationRegistry.create();
    registry
        .observationConfig()
        .observationHandler(new DefaultMeterObservationHandler(new SimpleMeterRegistry()));
    CommerceObservationListener listener = new CommerceObservationListener(registry, convention);
    return client.withOptions(b -> b.addListener(listener).addInterceptor(listener));
  }

  /**
   * Builds the SDK client the benchmarks use: defaults, except that logging is pinned off so a
   * {@code COMMERCE_LOG} in the environment cannot change what is measured.
   *
   * @param baseUrl the canned server's base URL
   * @return the client
   */
  static CommerceClient sdkClient(String baseUrl) {
    return CommerceClient.builder()
        .baseUrl(baseUrl)
        .apiKey(API_KEY)
        .logLevel(LogLevel.NONE)
        .build();
  }

  /**
   * Builds the SDK client on the other stack, the JDK {@code HttpClient} and Jackson 3, otherwise
   * as {@link #sdkClient}.
   *
   * @param baseUrl the canned server's base URL
   * @return the client
   */
  static CommerceClient sdkJdkClient(String baseUrl) {
    return CommerceClient.builder()
        .baseUrl(baseUrl)
        .apiKey(API_KEY)
        .logLevel(LogLevel.NONE)
        .transport("jdk")
        .json("jackson3")
        .build();
  }
}
