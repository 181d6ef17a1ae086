package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.workspacecommerce.sdk.AsyncPage;
import com.workspacecommerce.sdk.Page;
import com.workspacecommerce.sdk.RequestOptions;
import com.workspacecommerce.sdk.internal.jackson2.Json;
import com.workspacecommerce.sdk.internal.spi.WireHeaders;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.models.Media;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.models.OrderCustomer;
import com.workspacecommerce.sdk.models.OrderItem;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.models.Variant;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.CustomerFields;
import com.workspacecommerce.sdk.params.CustomerUpdateParams;
import com.workspacecommerce.sdk.params.OrderCreateParams;
import com.workspacecommerce.sdk.params.OrderItemParams;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.TimeZone;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * SDK values in an application's own JSON: every public model, {@link Page} and the body params,
 * written and read by the mappers applications have, of Jackson 2 and of Jackson 3 (a test-scope
 * dependency only: the SDK itself runs on Jackson 2). Each must write what the API sends (or, for
 * params, exactly what the SDK sends) and read it back equal.
 */
class ApplicationMapperTest {

  /** An application's mapper, of either Jackson line, behind one small face. */
  interface AppMapper {
    String write(Object value);

    <T> T read(String json, Class<T> type);

    <T> Page<T> readPage(String json, Class<T> itemType);

    <T> AsyncPage<T> readAsyncPage(String json, Class<T> itemType);
  }

  private static final class Jackson2 implements AppMapper {
    private final String name;
    private final com.fasterxml.jackson.databind.ObjectMapper mapper;

    Jackson2(String name, com.fasterxml.jackson.databind.ObjectMapper mapper) {
      this.name = name;
      this.mapper = mapper;
    }

    @Override
    public String write(Object value) {
      try {
        return mapper.writeValueAsString(value);
      } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
        throw new AssertionError(name + " could not write " + value, e);
      }
    }

    @Override
    public <T> T read(String json, Class<T> type) {
      try {
        return mapper.readValue(json, type);
      } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
        throw new ReadFailure(e);
      }
    }

    @Override
    public <T> Page<T> readPage(String json, Class<T> itemType) {
      try {
        return mapper.readValue(
            json, mapper.getTypeFactory().constructParametricType(Page.class, itemType));
      } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
        throw new ReadFailure(e);
      }
    }

    @Override
    public <T> AsyncPage<T> readAsyncPage(String json, Class<T> itemType) {
      try {
        return mapper.readValue(
            json, mapper.getTypeFactory().constructParametricType(AsyncPage.class, itemType));
      } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
        throw new ReadFailure(e);
      }
    }

    @Override
    public String toString() {
      return name;
    }
  }

  private static final class Jackson3 implements AppMapper {
    private final String name;
    private final tools.jackson.databind.json.JsonMapper mapper;

    Jackson3(String name, tools.jackson.databind.json.JsonMapper mapper) {
      this.name = name;
      this.mapper = mapper;
    }

    @Override
    public String write(Object value) {
      return mapper.writeValueAsString(value);
    }

    @Override
    public <T> T read(String json, Class<T> type) {
      try {
        return mapper.readValue(json, type);
      } catch (tools.jackson.core.JacksonException e) {
        throw new ReadFailure(e);
      }
    }

    @Override
    public <T> Page<T> readPage(String json, Class<T> itemType) {
      try {
        return mapper.readValue(
            json, mapper.getTypeFactory().constructParametricType(Page.class, itemType));
      } catch (tools.jackson.core.JacksonException e) {
        throw new ReadFailure(e);
      }
    }

    @Override
    public <T> AsyncPage<T> readAsyncPage(String json, Class<T> itemType) {
      try {
        return mapper.readValue(
            json, mapper.getTypeFactory().constructParametricType(AsyncPage.class, itemType));
      } catch (tools.jackson.core.JacksonException e) {
        throw new ReadFailure(e);
      }
    }

    @Override
    public String toString() {
      return name;
    }
  }

  /** A mapper's failure to read, of either line, with Jackson's own message. */
  static final class ReadFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    ReadFailure(Exception cause) {
      super(cause.getMessage(), cause);
    }
  }

  static Stream<AppMapper> mappers() {
    return Stream.of(
        new Jackson2(
            "Jackson 2, JsonMapper.builder().build()",
            com.fasterxml.jackson.databind.json.JsonMapper.builder().build()),
        // What Spring Boot 3's Jackson2ObjectMapperBuilder makes (its jdk8 and parameter-names
        // modules change nothing for these types).
        new Jackson2(
            "Jackson 2, as Spring Boot 3 builds it",
            com.fasterxml.jackson.databind.json.JsonMapper.builder()
                .addModule(new JavaTimeModule())
                .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .disable(MapperFeature.DEFAULT_VIEW_INCLUSION)
                .build()),
        // Settings an application may choose that used to move offsets or write numbers.
        new Jackson2(
            "Jackson 2, dates as timestamps, New York time zone, sorted properties",
            com.fasterxml.jackson.databind.json.JsonMapper.builder()
                .addModule(new JavaTimeModule())
                .enable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                .enable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
                .defaultTimeZone(TimeZone.getTimeZone("America/New_York"))
                .build()),
        new Jackson3(
            "Jackson 3, JsonMapper.builder().build()",
            tools.jackson.databind.json.JsonMapper.builder().build()),
        // Spring Boot 4's JacksonAutoConfiguration: Jackson 3 defaults, modules found on the
        // class path; here also failing on unknown properties, as applications often ask.
        new Jackson3(
            "Jackson 3, as Spring Boot 4 builds it, failing on unknown properties",
            tools.jackson.databind.json.JsonMapper.builder()
                .findAndAddModules()
                .enable(tools.jackson.databind.DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .build()),
        // Spring Boot 4 with spring.jackson.use-jackson2-defaults=true, plus a context time zone
        // and dates as timestamps.
        new Jackson3(
            "Jackson 3, Jackson 2 defaults, dates as timestamps, New York time zone",
            tools.jackson.databind.json.JsonMapper.builder()
                .configureForJackson2()
                .enable(tools.jackson.databind.cfg.DateTimeFeature.WRITE_DATES_AS_TIMESTAMPS)
                .defaultTimeZone(TimeZone.getTimeZone("America/New_York"))
                .build()));
  }

  // ------------------------------------------------------------------------------ fixtures

  private static final String CUSTOMER_ID = "6f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f";

  static Customer customer() {
    return Customer.builder()
        .id(CUSTOMER_ID)
        .firstname("Ada")
        .lastname("Lovelace")
        .email("ada@example.com")
        .phone(null)
        .note("VIP")
        .createdAt(OffsetDateTime.of(2024, 5, 6, 9, 8, 9, 500_000_000, ZoneOffset.ofHours(2)))
        .updatedAt(OffsetDateTime.of(2024, 5, 6, 7, 8, 0, 0, ZoneOffset.UTC))
        .putAdditionalProperty("loyalty_tier", "gold")
        .putAdditionalProperty("tags", List.of("a", "b"))
        .build();
  }

  static final String CUSTOMER_JSON =
      "{\"id\":\""
          + CUSTOMER_ID
          + "\",\"firstname\":\"Ada\",\"lastname\":\"Lovelace\",\"email\":\"ada@example.com\","
          + "\"phone\":null,\"note\":\"VIP\",\"created_at\":\"2024-05-06T09:08:09.5+02:00\","
          + "\"updated_at\":\"2024-05-06T07:08:00Z\",\"loyalty_tier\":\"gold\",\"tags\":[\"a\",\"b\"]}";

  static Order order() {
    Map<String, Object> channelRef = new LinkedHashMap<>();
    channelRef.put("source", "pos");
    channelRef.put("n", 3);
    return Order.builder()
        .id("0a1b2c3d-0000-4000-8000-000000000001")
        .orderNumber("1001")
        .status("open")
        .paymentStatus("paid")
        .currency("EUR")
        .customer(
            OrderCustomer.builder()
                .id(CUSTOMER_ID)
                .name("Ada Lovelace")
                .email("ada@example.com")
                .putAdditionalProperty("segment", "b2b")
                .build())
        .items(
            List.of(
                OrderItem.builder()
                    .id("line-1")
                    .title("Tea")
                    .sku("TEA-1")
                    .quantity(2)
                    .unitPrice(450)
                    .totalPrice(900)
                    .putAdditionalProperty("gift", true)
                    .build(),
                OrderItem.builder().sku("CUP-1").quantity(1).build()))
        .totalPrice(9_000_000_000L)
        .shippingAddress(Map.of("city", "Paris"))
        .orderDatetime(
            OffsetDateTime.of(2024, 5, 6, 2, 38, 9, 0, ZoneOffset.ofHoursMinutes(-4, -30)))
        .putAdditionalProperty("channel_ref", channelRef)
        .build();
  }

  static Product product() {
    Map<String, Object> price = new LinkedHashMap<>();
    price.put("amount", 1299);
    price.put("currency", "EUR");
    return Product.builder()
        .id("0a1b2c3d-0000-4000-8000-000000000002")
        .name("Teapot")
        .status("active")
        .type("physical")
        .requiresShipping(true)
        .totalStock(12L)
        .priceRange(Map.of("min", 1299))
        .media(
            List.of(
                Media.builder()
                    .id("m1")
                    .url("https://cdn.example.com/t.png")
                    .position(1)
                    .putAdditionalProperty("alt", "a teapot")
                    .build()))
        .variants(
            List.of(
                Variant.builder()
                    .id("v1")
                    .sku("POT-1")
                    .stock(3)
                    .price(price)
                    .attributes(Map.of("colour", "blue"))
                    .putAdditionalProperty("barcode", "123")
                    .build()))
        .createdAt(OffsetDateTime.of(2024, 1, 2, 3, 4, 5, 123_456_789, ZoneOffset.ofHours(-5)))
        .putAdditionalProperty("seo", Map.of("slug", "teapot"))
        .build();
  }

  static Stream<Object> models() {
    Order order = order();
    Product product = product();
    return Stream.of(
        customer(),
        order,
        order.customer(),
        order.items().get(0),
        product,
        product.media().get(0),
        product.variants().get(0));
  }

  /** Every model with every mapper. */
  static Stream<org.junit.jupiter.params.provider.Arguments> modelsByMapper() {
    List<org.junit.jupiter.params.provider.Arguments> all = new ArrayList<>();
    mappers()
        .forEach(
            m ->
                models()
                    .forEach(
                        v ->
                            all.add(
                                org.junit.jupiter.params.provider.Arguments.of(
                                    m, v.getClass().getSimpleName(), v))));
    return all.stream();
  }

  /** The SDK's own JSON for a value: what it would send, and what it reads from the API. */
  private static String sdkJson(Object value) throws Exception {
    return Json.WRITER.writeValueAsString(value);
  }

  // ------------------------------------------------------------------------------ models

  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("modelsByMapper")
  void aModelIsWrittenAsTheSdkReadsItAndReadBackEqual(AppMapper mapper, String type, Object value)
      throws Exception {
    String json = mapper.write(value);
    assertThat(json).isEqualTo(sdkJson(value));
    Object back = mapper.read(json, value.getClass());
    assertThat(back).isEqualTo(value);
    assertThat(back.hashCode()).isEqualTo(value.hashCode());
    // What this mapper writes, the SDK itself reads as the same value.
    assertThat(Json.MAPPER.readValue(json, value.getClass())).isEqualTo(value);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("mappers")
  void aCustomerIsWrittenAsTheApiSendsIt(AppMapper mapper) {
    assertThat(mapper.write(customer())).isEqualTo(CUSTOMER_JSON);
    assertThat(mapper.read(CUSTOMER_JSON, Customer.class)).isEqualTo(customer());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("mappers")
  void nestedModelsAndTheirUnknownFieldsStayFlat(AppMapper mapper) {
    String json = mapper.write(order());
    assertThat(json)
        .startsWith(
            "{\"id\":\"0a1b2c3d-0000-4000-8000-000000000001\",\"order_number\":\"1001\","
                + "\"status\":\"open\",\"payment_status\":\"paid\",\"fulfillment_status\":null,")
        .contains(
            "\"customer\":{\"id\":\""
                + CUSTOMER_ID
                + "\",\"name\":\"Ada Lovelace\",\"email\":\"ada@example.com\",\"segment\":\"b2b\"}")
        .contains(
            "\"items\":[{\"id\":\"line-1\",\"title\":\"Tea\",\"sku\":\"TEA-1\",\"quantity\":2,"
                + "\"unit_price\":450,\"total_price\":900,\"gift\":true},")
        .contains("\"total_price\":9000000000,")
        .endsWith(
            "\"order_datetime\":\"2024-05-06T02:38:09-04:30\","
                + "\"channel_ref\":{\"source\":\"pos\",\"n\":3}}");
    String product = mapper.write(product());
    assertThat(product)
        .contains(
            "\"media\":[{\"id\":\"m1\",\"url\":\"https://cdn.example.com/t.png\",\"thumbnail\":null,"
                + "\"type\":null,\"position\":1,\"alt\":\"a teapot\"}]")
        .contains(
            "\"variants\":[{\"id\":\"v1\",\"sku\":\"POT-1\",\"stock\":3,"
                + "\"price\":{\"amount\":1299,\"currency\":\"EUR\"},"
                + "\"attributes\":{\"colour\":\"blue\"},\"barcode\":\"123\"}]")
        .contains("\"created_at\":\"2024-01-02T03:04:05.123456789-05:00\",\"updated_at\":null,");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("mappers")
  void timestampsKeepTheirOffsetAndAreReadAsTheSdkReadsThem(AppMapper mapper) {
    String[] forms = {
      "2024-05-06T09:08:09+02:00",
      "2024-05-06T09:08:09.5+02:00",
      "2024-05-06T09:08:09+0200",
      "2024-05-06T09:08:09+02",
      "2024-05-06T07:08:09Z",
      "2024-05-06T07:08:09-00:00",
      "2024-05-06T02:38:09-04:30",
      "2024-05-06t07:08:09z",
      // No offset: the SDK reads it as UTC.
      "2024-05-06T07:08:09",
      "2024-05-06T07:08:09.25"
    };
    for (String form : forms) {
      Customer c =
          mapper.read(
              "{\"id\":\"c\",\"firstname\":\"A\",\"lastname\":\"B\",\"created_at\":\""
                  + form
                  + "\"}",
              Customer.class);
      OffsetDateTime expected = Timestamps.parse(form);
      assertThat(c.createdAt()).as(form).isEqualTo(expected);
      assertThat(c.createdAt().getOffset()).as(form).isEqualTo(expected.getOffset());
    }
    assertThat(
            mapper
                .read(
                    "{\"id\":\"c\",\"firstname\":\"A\",\"lastname\":\"B\","
                        + "\"created_at\":\"2024-05-06T09:08:09+02:00\"}",
                    Customer.class)
                .createdAt()
                .getOffset())
        .isEqualTo(ZoneOffset.ofHours(2));
    assertThat(
            mapper
                .read(
                    "{\"id\":\"c\",\"firstname\":\"A\",\"lastname\":\"B\","
                        + "\"created_at\":\"2024-05-06T07:08:09\"}",
                    Customer.class)
                .createdAt())
        .isEqualTo(OffsetDateTime.of(2024, 5, 6, 7, 8, 9, 0, ZoneOffset.UTC));
    // Written back with the offset, seconds shown even when zero, never as a number.
    Customer zeroSeconds =
        customer().toBuilder()
            .createdAt(OffsetDateTime.of(2024, 5, 6, 9, 8, 0, 0, ZoneOffset.ofHours(2)))
            .build();
    assertThat(mapper.write(zeroSeconds)).contains("\"created_at\":\"2024-05-06T09:08:00+02:00\"");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("mappers")
  void anUnreadableTimestampFailsNamingTheField(AppMapper mapper) {
    Throwable e =
        catchThrowable(
            () ->
                mapper.read(
                    "{\"id\":\"c\",\"firstname\":\"A\",\"lastname\":\"B\","
                        + "\"updated_at\":\"yesterday\"}",
                    Customer.class));
    assertThat(e)
        .isInstanceOf(ReadFailure.class)
        .hasMessageContaining("updated_at must be an ISO 8601 date-time, was \"yesterday\"");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("mappers")
  void aMissingRequiredFieldFailsNamingIt(AppMapper mapper) {
    assertThatThrownBy(() -> mapper.read("{\"id\":\"c\",\"firstname\":\"A\"}", Customer.class))
        .isInstanceOf(ReadFailure.class)
        .hasMessageContaining("Customer is missing required field 'lastname'");
  }

  // ------------------------------------------------------------------------------ Page

  static Page<Product> productPage() {
    Map<String, Object> extra = new LinkedHashMap<>();
    extra.put("cursor", "abc");
    extra.put("facets", Map.of("type", List.of("physical")));
    return Page.of(
        2,
        1,
        3L,
        3,
        true,
        true,
        List.of(product()),
        extra,
        n -> {
          throw new AssertionError("never fetched");
        });
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("mappers")
  void aPageIsWrittenAsTheApiEnvelopeAndReadBackEqual(AppMapper mapper) throws Exception {
    Page<Product> page = productPage();
    String json = mapper.write(page);
    assertThat(json)
        .isEqualTo(
            "{\"page\":2,\"size\":1,\"total\":3,\"total_pages\":3,\"has_next_page\":true,"
                + "\"has_previous_page\":true,\"items\":["
                + sdkJson(product())
                + "],\"cursor\":\"abc\",\"facets\":{\"type\":[\"physical\"]}}");
    Page<Product> back = mapper.readPage(json, Product.class);
    assertThat(back).isEqualTo(page);
    assertThat(back.items().get(0)).isInstanceOf(Product.class).isEqualTo(product());
    assertThat(back.additionalProperties()).isEqualTo(page.additionalProperties());
    assertThat(back.hashCode()).isEqualTo(page.hashCode());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("mappers")
  void aPageReadFromJsonHasNoServerBehindIt(AppMapper mapper) {
    Page<Product> page = mapper.readPage(mapper.write(productPage()), Product.class);
    assertThatThrownBy(page::nextPage)
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("read from JSON")
        .hasMessageContaining("page 3");
    Iterator<Product> all = page.autoPager().iterator();
    assertThat(all.next()).isEqualTo(product());
    assertThatThrownBy(all::hasNext).isInstanceOf(IllegalStateException.class);
    // A last page ends as any last page does.
    Page<Customer> last =
        mapper.readPage(mapper.write(Page.of(List.of(customer()))), Customer.class);
    assertThat(last.autoPager()).containsExactly(customer());
    assertThatThrownBy(last::nextPage).isInstanceOf(NoSuchElementException.class);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("mappers")
  void anAsyncPageIsWrittenAndReadAsAPage(AppMapper mapper) throws Exception {
    AsyncPage<Product> page = AsyncPage.from(productPage());
    String json = mapper.write(page);
    assertThat(json).isEqualTo(mapper.write(productPage()));
    AsyncPage<Product> back = mapper.readAsyncPage(json, Product.class);
    assertThat(back).isEqualTo(page);
    assertThat(back.items().get(0)).isEqualTo(product());
    assertThat(back.nextPage())
        .failsWithin(Duration.ofSeconds(5))
        .withThrowableOfType(java.util.concurrent.ExecutionException.class)
        .withCauseInstanceOf(IllegalStateException.class)
        .withMessageContaining("read from JSON");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("mappers")
  void aSparseEnvelopeGetsTheSdksDefaults(AppMapper mapper) {
    Page<Customer> page = mapper.readPage("{\"items\":[" + CUSTOMER_JSON + "]}", Customer.class);
    assertThat(page.page()).isEqualTo(1);
    assertThat(page.size()).isEqualTo(1);
    assertThat(page.total()).isZero();
    assertThat(page.totalPages()).isZero();
    assertThat(page.hasNextPage()).isFalse();
    assertThat(page.hasPreviousPage()).isFalse();
    assertThat(page.items()).containsExactly(customer());
  }

  @Test
  void aTypeReferenceReadsAPageOnEitherLine() throws Exception {
    String json = Json.WRITER.writeValueAsString(productPage());
    Page<Product> two =
        com.fasterxml.jackson.databind.json.JsonMapper.builder()
            .build()
            .readValue(json, new com.fasterxml.jackson.core.type.TypeReference<Page<Product>>() {});
    Page<Product> three =
        tools.jackson.databind.json.JsonMapper.builder()
            .build()
            .readValue(json, new tools.jackson.core.type.TypeReference<Page<Product>>() {});
    assertThat(two).isEqualTo(productPage());
    assertThat(three).isEqualTo(productPage());
    assertThat(three.items().get(0).createdAt().getOffset()).isEqualTo(ZoneOffset.ofHours(-5));
  }

  // ------------------------------------------------------------------------------ params

  static CustomerCreateParams customerCreate() {
    return CustomerCreateParams.builder()
        .firstname("Ada")
        .lastname("Lovelace")
        .email("ada@example.com")
        .note(null)
        .build();
  }

  static CustomerUpdateParams customerUpdate() {
    return CustomerUpdateParams.builder().firstname("Ada").phone(null).email("a@b.example").build();
  }

  static OrderItemParams orderItem() {
    return OrderItemParams.builder()
        .sku("TEA-1")
        .title(null)
        .quantity(2)
        .unitPrice(450)
        .putAdditionalProperty("engraving", "A.L.")
        .build();
  }

  static OrderCreateParams orderCreate() {
    return OrderCreateParams.builder()
        .customerId(CUSTOMER_ID)
        .addItem(orderItem())
        .addItem(OrderItemParams.of("CUP-1", "Cup", 1, 900))
        .currency("EUR")
        .note(null)
        .shippingAddress(Map.of("city", "Paris"))
        .salesChannel("web")
        .putAdditionalProperty("gift_wrap", true)
        .putAdditionalProperty("tags", List.of("x", 3))
        .build();
  }

  static Stream<org.junit.jupiter.params.provider.Arguments> paramsByMapper() {
    List<org.junit.jupiter.params.provider.Arguments> all = new ArrayList<>();
    mappers()
        .forEach(
            m ->
                Stream.<Object>of(customerCreate(), customerUpdate(), orderItem(), orderCreate())
                    .forEach(
                        p ->
                            all.add(
                                org.junit.jupiter.params.provider.Arguments.of(
                                    m, p.getClass().getSimpleName(), p))));
    return all.stream();
  }

  /** The body the SDK's request encoder puts on the wire for these params. */
  private static String sdkSends(Object params) throws Exception {
    RequestEncoder encoder =
        new RequestEncoder(
            "https://api.example.com/api/v1",
            WireHeaders.of(),
            Duration.ofSeconds(5),
            Duration.ofSeconds(5),
            0);
    OutgoingRequest r =
        encoder.encode(
            Operation.of(
                CustomerCalls.CREATE, new String[] {"customers"}, params, RequestOptions.none()),
            0L);
    return new String(java.util.Objects.requireNonNull(r.http().body()), StandardCharsets.UTF_8);
  }

  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("paramsByMapper")
  void paramsAreWrittenExactlyAsTheSdkSendsThemAndReadBackEqual(
      AppMapper mapper, String type, Object params) throws Exception {
    String json = mapper.write(params);
    assertThat(json).isEqualTo(sdkSends(params));
    Object back = mapper.read(json, params.getClass());
    assertThat(back).isEqualTo(params);
    assertThat(back.hashCode()).isEqualTo(params.hashCode());
    assertThat(sdkSends(back)).isEqualTo(json);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("mappers")
  void paramsTextIsTheApisRequestBody(AppMapper mapper) {
    assertThat(mapper.write(OrderCreateParams.builder().build())).isEqualTo("{}");
    assertThat(mapper.read("{}", OrderCreateParams.class))
        .isEqualTo(OrderCreateParams.builder().build());
    assertThat(mapper.write(customerCreate()))
        .isEqualTo(
            "{\"firstname\":\"Ada\",\"lastname\":\"Lovelace\",\"email\":\"ada@example.com\","
                + "\"note\":null}");
    assertThat(mapper.write(orderCreate()))
        .isEqualTo(
            "{\"customer\":{\"id\":\""
                + CUSTOMER_ID
                + "\"},\"items\":[{\"sku\":\"TEA-1\",\"title\":null,\"quantity\":2,"
                + "\"unit_price\":450,\"engraving\":\"A.L.\"},{\"sku\":\"CUP-1\",\"title\":\"Cup\","
                + "\"quantity\":1,\"unit_price\":900}],\"currency\":\"EUR\",\"note\":null,"
                + "\"shipping_address\":{\"city\":\"Paris\"},\"sales_channel\":\"web\","
                + "\"gift_wrap\":true,\"tags\":[\"x\",3]}");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("mappers")
  void anExplicitNullStaysApartFromAnOmittedField(AppMapper mapper) {
    CustomerUpdateParams p =
        mapper.read("{\"firstname\":\"Ada\",\"phone\":null}", CustomerUpdateParams.class);
    assertThat(p.isSet(CustomerFields.Field.PHONE)).isTrue();
    assertThat(p.phone()).isNull();
    assertThat(p.isSet(CustomerFields.Field.NOTE)).isFalse();
    assertThat(p.toMap()).containsOnlyKeys("firstname", "phone");
    assertThat(mapper.write(p)).isEqualTo("{\"firstname\":\"Ada\",\"phone\":null}");

    OrderCreateParams o = mapper.read("{\"note\":null,\"x\":null}", OrderCreateParams.class);
    assertThat(o.isSet(OrderCreateParams.Field.NOTE)).isTrue();
    assertThat(o.isSet(OrderCreateParams.Field.CURRENCY)).isFalse();
    assertThat(o.additionalProperties()).containsEntry("x", null).hasSize(1);
    OrderItemParams i = mapper.read("{\"sku\":null}", OrderItemParams.class);
    assertThat(i.isSet(OrderItemParams.Field.SKU)).isTrue();
    assertThat(i.isSet(OrderItemParams.Field.TITLE)).isFalse();
  }

  static Stream<AppMapper> mappersLeavingNullsOut() {
    return Stream.of(
        new Jackson2(
            "Jackson 2, spring.jackson.default-property-inclusion=non_null",
            com.fasterxml.jackson.databind.json.JsonMapper.builder()
                .serializationInclusion(
                    com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
                .build()),
        // Spring Boot 4 sets both the value and the content inclusion from that property.
        new Jackson3(
            "Jackson 3, spring.jackson.default-property-inclusion=non_null",
            tools.jackson.databind.json.JsonMapper.builder()
                .changeDefaultPropertyInclusion(
                    v ->
                        v.withValueInclusion(
                                com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
                            .withContentInclusion(
                                com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL))
                .build()));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("mappersLeavingNullsOut")
  void aNullThatWasSetIsWrittenEvenByAMapperThatLeavesNullsOut(AppMapper mapper) throws Exception {
    for (Object params : List.<Object>of(customerUpdate(), orderItem(), orderCreate())) {
      String json = mapper.write(params);
      assertThat(json).isEqualTo(sdkSends(params)).contains(":null");
      assertThat(mapper.read(json, params.getClass())).isEqualTo(params);
    }
  }

  @Test
  void theSdksOwnSendingKeepsTheJsonValuePath() throws Exception {
    for (Class<?> type :
        List.of(
            CustomerCreateParams.class,
            CustomerUpdateParams.class,
            OrderCreateParams.class,
            OrderItemParams.class)) {
      assertThat(Json.MAPPER.getSerializerProviderInstance().findValueSerializer(type))
          .as(type.getSimpleName())
          .isInstanceOf(com.fasterxml.jackson.databind.ser.std.JsonValueSerializer.class);
    }
  }

  static Stream<org.junit.jupiter.params.provider.Arguments> badBodies() {
    return Stream.of(
        bad(CustomerCreateParams.class, "{\"lastname\":\"B\"}", "firstname is required"),
        bad(CustomerCreateParams.class, "{\"firstname\":\" \"}", "firstname is required"),
        bad(CustomerCreateParams.class, "{\"firstname\":null}", "firstname must not be null"),
        bad(
            CustomerCreateParams.class,
            "{\"firstname\":\"A\",\"email\":\"nope\"}",
            "email must be an e-mail address"),
        bad(
            CustomerUpdateParams.class,
            "{\"firstname\":\"A\",\"zip\":\"1\"}",
            "CustomerUpdateParams has no field \"zip\""),
        bad(
            CustomerUpdateParams.class,
            "{\"firstname\":5}",
            "firstname must be a JSON string or null, was a number"),
        bad(OrderItemParams.class, "{\"quantity\":0}", "quantity must be >= 1, was 0"),
        bad(
            OrderItemParams.class,
            "{\"quantity\":true}",
            "quantity must be a JSON integer, was a boolean"),
        bad(
            OrderItemParams.class,
            "{\"unit_price\":{\"amount\":450}}",
            "unit_price must be a JSON integer, was an object"),
        bad(
            OrderItemParams.class,
            "{\"sku\":[\"TEA-1\"]}",
            "sku must be a JSON string or null, was an array"),
        bad(
            OrderCreateParams.class,
            "{\"customer\":null}",
            "customer must be a JSON object holding only"),
        bad(
            OrderCreateParams.class,
            "{\"customer\":\"x\"}",
            "customer must be a JSON object or null, was a string"),
        bad(OrderItemParams.class, "{\"quantity\":2.5}", "quantity must be a JSON integer"),
        bad(OrderItemParams.class, "{\"unit_price\":null}", "unit_price must be a JSON integer"),
        bad(
            OrderItemParams.class,
            "{\"quantity\":99999999999999999999}",
            "quantity must be a JSON integer"),
        bad(
            OrderCreateParams.class,
            "{\"customer\":{\"id\":\"42\"}}",
            "customer.id must be a UUID in canonical form"),
        bad(
            OrderCreateParams.class,
            "{\"customer\":{\"id\":\"" + CUSTOMER_ID + "\",\"name\":\"x\"}}",
            "customer must be a JSON object holding only the customer's id"),
        bad(OrderCreateParams.class, "{\"items\":null}", "items must be a JSON array, was null"),
        bad(
            OrderCreateParams.class,
            "{\"items\":[{\"quantity\":1},{\"quantity\":0}]}",
            "items[1].quantity must be >= 1, was 0"),
        bad(
            OrderCreateParams.class,
            "{\"items\":[{\"quantity\":\"2\"}]}",
            "items[0].quantity must be a JSON integer, was a string"),
        bad(OrderCreateParams.class, "{\"items\":[7]}", "items[0] must be a JSON object"),
        bad(
            OrderCreateParams.class,
            "{\"currency\":[\"EUR\"]}",
            "currency must be a JSON string or null, was an array"));
  }

  private static org.junit.jupiter.params.provider.Arguments bad(
      Class<?> type, String json, String message) {
    return org.junit.jupiter.params.provider.Arguments.of(
        type.getSimpleName(), type, json, message);
  }

  @ParameterizedTest(name = "{0} {2}")
  @MethodSource("badBodies")
  void aBadBodyFailsWithTheBuildersMessageOnEveryMapper(
      String name, Class<?> type, String json, String message) {
    mappers()
        .forEach(
            mapper ->
                assertThatThrownBy(() -> mapper.read(json, type))
                    .as(mapper.toString())
                    .isInstanceOf(ReadFailure.class)
                    .hasMessageContaining(message));
  }

  @Test
  void integersBeyondAnIntAndMappersThatReadEveryIntegerAsBigIntegerAreTakenUpToLongMaxValue()
      throws Exception {
    String max = Long.toString(Long.MAX_VALUE);
    String beyond = "9223372036854775808";
    // Jackson reads 3000000000 as a Long: an amount in minor units that a long holds.
    OrderItemParams big =
        com.fasterxml.jackson.databind.json.JsonMapper.builder()
            .build()
            .convertValue(Map.of("unit_price", 3_000_000_000L), OrderItemParams.class);
    assertThat(big.unitPrice()).isEqualTo(3_000_000_000L);

    com.fasterxml.jackson.databind.ObjectMapper bigIntegers =
        com.fasterxml.jackson.databind.json.JsonMapper.builder()
            .enable(DeserializationFeature.USE_BIG_INTEGER_FOR_INTS)
            .build();
    OrderItemParams small = read(bigIntegers, "{\"quantity\":2,\"unit_price\":" + max + "}");
    assertThat(small.quantity()).isEqualTo(2L);
    assertThat(small.unitPrice()).isEqualTo(Long.MAX_VALUE);
    assertThat(catchThrowable(() -> read(bigIntegers, "{\"unit_price\":" + beyond + "}")))
        .hasMessageContaining("unit_price must be a JSON integer, was a number (" + beyond + ")");
  }

  @Test
  void aValueThatIsNoJsonTypeIsNamedByItsJavaType() {
    // convertValue hands binary data over as is, not as JSON text.
    com.fasterxml.jackson.databind.ObjectMapper mapper =
        com.fasterxml.jackson.databind.json.JsonMapper.builder().build();
    assertThat(
            catchThrowable(
                () ->
                    mapper.convertValue(Map.of("quantity", new byte[] {1}), OrderItemParams.class)))
        .hasMessageContaining("quantity must be a JSON integer, was byte[]");
  }

  private static OrderItemParams read(
      com.fasterxml.jackson.databind.ObjectMapper mapper, String json) throws Exception {
    return mapper.readValue(json, OrderItemParams.class);
  }
}
