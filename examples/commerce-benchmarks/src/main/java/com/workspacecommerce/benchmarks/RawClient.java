package com.workspacecommerce.benchmarks;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.models.Product;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import okhttp3.Headers;
import okhttp3.HttpUrl;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

/**
 * The "raw" contender: what a careful engineer writes by hand on the same stack instead of using
 * the SDK. One shared {@link OkHttpClient}, one {@link Request} per call with the same headers, and
 * Jackson reading the response stream straight into the SDK's own record types with readers built
 * once.
 *
 * <p>By default its OkHttp settings are the SDK's (no separate read or write timeout, 10 s to
 * connect, no redirects, no silent OkHttp retries), so that the SDK/raw ratio measures the SDK's
 * own layers and not a configuration difference, with one exception: its 60 s call timeout (see
 * {@link #CALL_TIMEOUT_PROPERTY}), where the SDK's OkHttp client has none because the SDK's call
 * path times each call itself; a careful hand-written client must not wait forever either. {@link
 * #withOkHttpDefaults} gives the variant with OkHttp's defaults instead, whose 10 s read timeout
 * arms Okio's timeout watchdog on every socket read. It deliberately has none of the SDK's extras
 * (retries, typed errors, decoding messages, idempotency handling). Thread-safe.
 */
public final class RawClient implements AutoCloseable {
  /** The mapper a careful engineer configures once: tolerant of new fields, keeps wire offsets. */
  public static final ObjectMapper MAPPER =
      JsonMapper.builder()
          .addModule(new JavaTimeModule())
          .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
          .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
          .build();

  /** Reads one product. */
  public static final ObjectReader PRODUCT = MAPPER.readerFor(Product.class);

  /** Reads one page of products. */
  public static final ObjectReader PAGE = MAPPER.readerFor(ProductPage.class);

  /** Reads one customer. */
  public static final ObjectReader CUSTOMER = MAPPER.readerFor(Customer.class);

  private static final ObjectWriter WRITER = MAPPER.writer();
  private static final MediaType JSON = MediaType.get("application/json");

  private final OkHttpClient http;
  private final HttpUrl base;
  private final Headers headers;

  /**
   * The envelope of {@code GET /products}, declared locally as a hand-written client would.
   *
   * @param page {@code page}
   * @param size {@code size}
   * @param total {@code total}
   * @param totalPages {@code total_pages}
   * @param hasNextPage {@code has_next_page}
   * @param hasPreviousPage {@code has_previous_page}
   * @param items {@code items}
   */
  public record ProductPage(
      @JsonProperty("page") int page,
      @JsonProperty("size") int size,
      @JsonProperty("total") long total,
      @JsonProperty("total_pages") int totalPages,
      @JsonProperty("has_next_page") boolean hasNextPage,
      @JsonProperty("has_previous_page") boolean hasPreviousPage,
      @JsonProperty("items") List<Product> items) {}

  /**
   * The body of {@code POST /customers}.
   *
   * @param firstname {@code firstname}
   * @param lastname {@code lastname}
   * @param email {@code email}
   */
  public record NewCustomer(
      @JsonProperty("firstname") String firstname,
      @JsonProperty("lastname") String lastname,
      @JsonProperty("email") String email) {}

  /**
   * Creates the client.
   *
   * @param baseUrl the base URL, version segment included
   * @param apiKey the key sent as a bearer token
   * @param userAgent the User-Agent, the SDK's own so both send byte-identical heads
   */
  public RawClient(String baseUrl, String apiKey, String userAgent) {
    this(sdkSettings(new OkHttpClient.Builder()), baseUrl, apiKey, userAgent);
  }

  private RawClient(OkHttpClient http, String baseUrl, String apiKey, String userAgent) {
    this.http = http;
    this.base = HttpUrl.get(baseUrl);
    this.headers =
        new Headers.Builder()
            .add("Authorization", "Bearer " + apiKey)
            .add("Accept", "application/json")
            .add("User-Agent", userAgent)
            .build();
  }

  /**
   * Creates the client with a plain {@code new OkHttpClient()}: 10 s connect, read and write
   * timeouts and no call timeout, as code that never touched the builder would have.
   *
   * @param baseUrl the base URL, version segment included
   * @param apiKey the key sent as a bearer token
   * @param userAgent the User-Agent
   * @return the client
   */
  public static RawClient withOkHttpDefaults(String baseUrl, String apiKey, String userAgent) {
    return new RawClient(new OkHttpClient(), baseUrl, apiKey, userAgent);
  }

  /**
   * Creates the client on top of an application's {@link OkHttpClient}, with the SDK's settings
   * applied to a derived client, as the SDK does with {@code transport(OwnOkHttpClient.of(..))};
   * used to run both contenders over the same in-memory interceptor.
   *
   * @param http the client to derive from
   * @param baseUrl the base URL, version segment included
   * @param apiKey the key sent as a bearer token
   * @param userAgent the User-Agent
   * @return the client
   */
  public static RawClient over(OkHttpClient http, String baseUrl, String apiKey, String userAgent) {
    return new RawClient(sdkSettings(http.newBuilder()), baseUrl, apiKey, userAgent);
  }

  /**
   * The system property that sets the hand-written client's OkHttp call timeout in seconds (60 by
   * default; 0 for none, as the SDK's own OkHttp client has, whose call path times each call
   * itself). A call timeout arms Okio's watchdog thread at the start and the end of every call;
   * docs/benchmarks.md shows what that alone does to a call that waits for a server's pieces.
   */
  public static final String CALL_TIMEOUT_PROPERTY = "bench.rawOkHttpCallTimeout";

  /**
   * Reads a benchmark setting in whole seconds from a system property.
   *
   * @param property the property's name
   * @param byDefault the value when it is not set
   * @return the duration, zero or more
   * @throws IllegalArgumentException when it is not a whole number of seconds, zero or more
   */
  static Duration seconds(String property, long byDefault) {
    String text = System.getProperty(property);
    long value;
    try {
      value = text == null ? byDefault : Long.parseLong(text.trim());
    } catch (NumberFormatException e) {
      value = -1;
    }
    if (value < 0) {
      throw new IllegalArgumentException(
          property + " must be a whole number of seconds, 0 or more, was '" + text + "'");
    }
    return Duration.ofSeconds(value);
  }

  private static OkHttpClient sdkSettings(OkHttpClient.Builder builder) {
    return builder
        .connectTimeout(Duration.ofSeconds(10))
        .callTimeout(seconds(CALL_TIMEOUT_PROPERTY, 60))
        .readTimeout(Duration.ZERO)
        .writeTimeout(Duration.ZERO)
        .followRedirects(false)
        .followSslRedirects(false)
        .retryOnConnectionFailure(false)
        .build();
  }

  /**
   * {@code GET /products/{id}}.
   *
   * @param id the product id
   * @return the product
   * @throws IOException on a network failure or a non-2xx status
   */
  public Product getProduct(String id) throws IOException {
    HttpUrl url = base.newBuilder().addPathSegment("products").addPathSegment(id).build();
    return call(new Request.Builder().url(url).headers(headers).build(), PRODUCT);
  }

  /**
   * {@code GET /products?page=..&limit=..}.
   *
   * @param page the page number, or 0 to leave it to the server
   * @param limit the page size
   * @return the page
   * @throws IOException on a network failure or a non-2xx status
   */
  public ProductPage listProducts(int page, int limit) throws IOException {
    HttpUrl.Builder url = base.newBuilder().addPathSegment("products");
    if (page > 0) {
      url.addQueryParameter("page", Integer.toString(page));
    }
    url.addQueryParameter("limit", Integer.toString(limit));
    return call(new Request.Builder().url(url.build()).headers(headers).build(), PAGE);
  }

  /**
   * {@code POST /customers}.
   *
   * @param customer the customer to create
   * @return the created customer
   * @throws IOException on a network failure or a non-2xx status
   */
  public Customer createCustomer(NewCustomer customer) throws IOException {
    RequestBody body = RequestBody.create(WRITER.writeValueAsBytes(customer), JSON);
    HttpUrl url = base.newBuilder().addPathSegment("customers").build();
    return call(new Request.Builder().url(url).headers(headers).post(body).build(), CUSTOMER);
  }

  /**
   * Sends a GET with the same head and reads the body into bytes without decoding it: the wire
   * share of a call, for the latency breakdown.
   *
   * @param url an absolute URL on the canned server
   * @return the body length
   * @throws IOException on a network failure or a non-2xx status
   */
  public int fetch(HttpUrl url) throws IOException {
    try (Response response =
        http.newCall(new Request.Builder().url(url).headers(headers).build()).execute()) {
      if (!response.isSuccessful()) {
        throw new IOException("HTTP " + response.code() + " on GET " + url);
      }
      return response.body().bytes().length;
    }
  }

  /**
   * Sends the customer creation with the same head and body and reads the response into bytes
   * without decoding it: the wire share of {@link #createCustomer}.
   *
   * @param customer the customer to create
   * @return the body length
   * @throws IOException on a network failure or a non-2xx status
   */
  public int fetchCreate(NewCustomer customer) throws IOException {
    RequestBody body = RequestBody.create(WRITER.writeValueAsBytes(customer), JSON);
    HttpUrl url = base.newBuilder().addPathSegment("customers").build();
    Request request = new Request.Builder().url(url).headers(headers).post(body).build();
    try (Response response = http.newCall(request).execute()) {
      if (!response.isSuccessful()) {
        throw new IOException("HTTP " + response.code() + " on POST " + url);
      }
      return response.body().bytes().length;
    }
  }

  /**
   * Resolves a path below the base URL.
   *
   * @param pathAndQuery such as {@code products?limit=100}
   * @return the absolute URL
   */
  public HttpUrl url(String pathAndQuery) {
    return HttpUrl.get(base + "/" + pathAndQuery);
  }

  private <T> T call(Request request, ObjectReader reader) throws IOException {
    try (Response response = http.newCall(request).execute()) {
      if (!response.isSuccessful()) {
        throw new IOException(
            "HTTP " + response.code() + " on " + request.method() + " " + request.url());
      }
      return reader.readValue(response.body().byteStream());
    }
  }

  /** Shuts down the pool and dispatcher threads, as an application would on exit. */
  @Override
  public void close() {
    http.dispatcher().executorService().shutdown();
    http.connectionPool().evictAll();
  }
}
