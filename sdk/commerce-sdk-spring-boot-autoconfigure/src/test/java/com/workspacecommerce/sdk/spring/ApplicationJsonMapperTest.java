package com.workspacecommerce.sdk.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.workspacecommerce.sdk.Page;
import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.params.CustomerFields;
import com.workspacecommerce.sdk.params.CustomerUpdateParams;
import java.lang.reflect.InvocationTargetException;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * SDK values through the JSON mapper Spring Boot itself configures for the application: Jackson 2's
 * {@code ObjectMapper} on Boot 3.5, Jackson 3's {@code JsonMapper} on Boot 4, as a controller would
 * write a response or read a request body. Both mappers have the same method names, so one
 * reflective view serves both lines without a Jackson 3 type in this source.
 */
class ApplicationJsonMapperTest {
  private static final String CUSTOMER =
      "{\"id\":\"c-1\",\"firstname\":\"Ada\",\"lastname\":\"Lovelace\",\"email\":null,"
          + "\"phone\":null,\"note\":null,\"created_at\":\"2024-05-06T09:08:09+02:00\","
          + "\"updated_at\":null,\"loyalty_tier\":\"gold\"}";

  private final ApplicationContextRunner runner =
      new ApplicationContextRunner()
          .withConfiguration(
              BootLine.of(
                  BootLine.BOOT_4
                      ? "org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration"
                      : "org.springframework.boot.autoconfigure.jackson.JacksonAutoConfiguration"));

  @Test
  void bootsMapperIsTheLinesOwn() {
    runner.run(
        context ->
            assertThat(mapper(context).getClass().getName())
                .startsWith(BootLine.BOOT_4 ? "tools.jackson." : "com.fasterxml.jackson."));
  }

  @Test
  void aCustomerKeepsItsOffsetAndUnknownFieldsBothWays() {
    runner.run(
        context -> {
          Object mapper = mapper(context);
          Customer read = (Customer) invoke(mapper, "readValue", CUSTOMER, Customer.class);
          assertThat(read.createdAt()).isEqualTo(OffsetDateTime.parse("2024-05-06T09:08:09+02:00"));
          assertThat(read.createdAt().getOffset().getTotalSeconds()).isEqualTo(7200);
          assertThat(read.additionalProperties()).containsEntry("loyalty_tier", "gold");
          String written = (String) invoke(mapper, "writeValueAsString", read);
          assertThat(written)
              .contains("\"created_at\":\"2024-05-06T09:08:09+02:00\"")
              .contains("\"loyalty_tier\":\"gold\"")
              .doesNotContain("createdAt")
              .doesNotContain("additionalProperties");
          assertThat(invoke(mapper, "readValue", written, Customer.class)).isEqualTo(read);
        });
  }

  @Test
  void aPageIsWrittenAsTheApisEnvelopeAndReadBackEqual() {
    runner.run(
        context -> {
          Object mapper = mapper(context);
          Product product =
              Product.builder().id("p-1").name("Tea").status("active").type("physical").build();
          Page<Product> page = Page.of(List.of(product));
          String written = (String) invoke(mapper, "writeValueAsString", page);
          assertThat(written)
              .contains("\"page\":1", "\"size\":1", "\"total\":1", "\"total_pages\":1")
              .contains("\"has_next_page\":false", "\"has_previous_page\":false")
              .contains("\"items\":[{\"id\":\"p-1\"");
          Object typeFactory = invoke(mapper, "getTypeFactory");
          Object pageOfProducts =
              typeFactory
                  .getClass()
                  .getMethod("constructParametricType", Class.class, Class[].class)
                  .invoke(typeFactory, Page.class, new Class<?>[] {Product.class});
          Object read = invoke(mapper, "readValue", written, pageOfProducts);
          assertThat(read).isEqualTo(page);
          assertThat(((Page<?>) read).items().get(0)).isInstanceOf(Product.class);
        });
  }

  @Test
  void updateParamsAreARequestBodyWithNullKeptApartFromOmittedAndTheBuildersChecks() {
    runner.run(
        context -> {
          Object mapper = mapper(context);
          CustomerUpdateParams p =
              (CustomerUpdateParams)
                  invoke(
                      mapper,
                      "readValue",
                      "{\"firstname\":\"Ada\",\"phone\":null}",
                      CustomerUpdateParams.class);
          assertThat(p.isSet(CustomerFields.Field.PHONE)).isTrue();
          assertThat(p.isSet(CustomerFields.Field.NOTE)).isFalse();
          assertThat(invoke(mapper, "writeValueAsString", p))
              .isEqualTo("{\"firstname\":\"Ada\",\"phone\":null}");
          Throwable blank =
              catchThrowable(
                  () ->
                      invoke(
                          mapper,
                          "readValue",
                          "{\"firstname\":\" \"}",
                          CustomerUpdateParams.class));
          assertThat(blank).hasMessageContaining("firstname");
        });
  }

  private static Object mapper(
      org.springframework.boot.test.context.assertj.AssertableApplicationContext context) {
    Map<String, ?> beans =
        context.getBeansOfType(
            BootLine.load(
                BootLine.BOOT_4
                    ? "tools.jackson.databind.json.JsonMapper"
                    : "com.fasterxml.jackson.databind.ObjectMapper"));
    assertThat(beans).hasSize(1);
    return beans.values().iterator().next();
  }

  /** Calls a public method of the mapper by name and argument types, unwrapping its exception. */
  private static Object invoke(Object target, String name, Object... args) throws Exception {
    for (java.lang.reflect.Method m : target.getClass().getMethods()) {
      if (!m.getName().equals(name) || m.getParameterCount() != args.length) {
        continue;
      }
      Class<?>[] types = m.getParameterTypes();
      boolean fits = true;
      for (int i = 0; i < args.length; i++) {
        fits &= types[i].isInstance(args[i]) && (types[i] != Object.class || args.length == 1);
      }
      if (fits) {
        try {
          return m.invoke(target, args);
        } catch (InvocationTargetException e) {
          throw (Exception) e.getCause();
        }
      }
    }
    throw new AssertionError("no " + name + " on " + target.getClass());
  }
}
