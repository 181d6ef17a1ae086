package com.workspacecommerce.benchmarks;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.LogLevel;
import com.workspacecommerce.sdk.okhttp.OwnOkHttpClient;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.ProductListParams;
import com.workspacecommerce.sdk.spring.OpenTelemetryCommerceObservationConvention;
import java.io.IOException;
import okhttp3.Interceptor;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Protocol;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.ResponseBody;
import okio.Buffer;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Both contenders over one {@link OkHttpClient} whose application interceptor answers every call
 * from memory, with the canned bodies: no socket, no server thread, no context switch. What is left
 * is the client-side cost of a call (OkHttp's call machinery, the SDK's layers, Jackson), which a
 * busy machine disturbs far less than a loopback round trip, so the SDK/raw ratio is sharp here.
 * The SDK gets the client through its public {@code transport(OwnOkHttpClient.of(..))} option.
 */
@State(Scope.Benchmark)
public class InMemoryFixture {
  private static final MediaType JSON = MediaType.get("application/json");

  CommerceClient sdk;
  CommerceClient observed;
  CommerceClient observedOtel;
  RawClient raw;
  ProductListParams limit100;
  CustomerCreateParams sdkCustomer;
  RawClient.NewCustomer rawCustomer;
  private OkHttpClient http;

  /** Builds the intercepting client and both contenders over it. */
  @Setup(Level.Trial)
  public void setUp() {
    byte[] product = CannedPayloads.product();
    byte[] page = CannedPayloads.page(1, BenchFixture.PAGES);
    byte[] customer = CannedPayloads.customer();
    http =
        new OkHttpClient.Builder()
            .addInterceptor(chain -> answer(chain, product, page, customer))
            .build();
    String baseUrl = "http://127.0.0.1:9/v1"; // never connected to: the interceptor answers first
    sdk =
        CommerceClient.builder()
            .baseUrl(baseUrl)
            .apiKey(BenchFixture.API_KEY)
            .logLevel(LogLevel.NONE)
            .transport(OwnOkHttpClient.of(http))
            .build();
    // The same client plus the starter's observation listener, on the same OkHttp client.
    observed = BenchFixture.observe(sdk);
    observedOtel = BenchFixture.observe(sdk, new OpenTelemetryCommerceObservationConvention());
    raw = RawClient.over(http, baseUrl, BenchFixture.API_KEY, BenchFixture.USER_AGENT);
    limit100 = ProductListParams.builder().limit(100).build();
    sdkCustomer = BenchFixture.customerParams();
    rawCustomer = BenchFixture.newCustomer();
  }

  /** Closes the clients and the shared client's threads. */
  @TearDown(Level.Trial)
  public void tearDown() {
    observed.close();
    observedOtel.close();
    sdk.close();
    raw.close();
    http.dispatcher().executorService().shutdown();
  }

  /** Writes the request body out, as the network would, and answers with the canned body. */
  private static Response answer(
      Interceptor.Chain chain, byte[] product, byte[] page, byte[] customer) throws IOException {
    Request request = chain.request();
    String path = request.url().encodedPath();
    byte[] body;
    int code = 200;
    if (request.body() != null) {
      request.body().writeTo(new Buffer());
    }
    if (request.method().equals("POST") && path.equals("/v1/customers")) {
      body = customer;
      code = 201;
    } else if (path.startsWith("/v1/products/")) {
      body = product;
    } else if (path.equals("/v1/products")) {
      body = page;
    } else {
      throw new IOException("no canned answer for " + request.method() + " " + path);
    }
    return new Response.Builder()
        .request(request)
        .protocol(Protocol.HTTP_1_1)
        .code(code)
        .message(code == 201 ? "Created" : "OK")
        .body(ResponseBody.create(body, JSON))
        .build();
  }
}
