package com.workspacecommerce.sdk;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every call mode of a resource (value, raw, async, async raw) offers the same overloads: fails as
 * soon as one mode has an operation or overload that another lacks, or a mode returns the wrong
 * shape.
 */
class ServiceModesParityTest {
  static Stream<Arguments> resources() {
    return Stream.of(
        Arguments.of(
            "orders",
            OrderService.class,
            OrderService.WithRawResponse.class,
            AsyncOrderService.class,
            AsyncOrderService.WithRawResponse.class),
        Arguments.of(
            "products",
            ProductService.class,
            ProductService.WithRawResponse.class,
            AsyncProductService.class,
            AsyncProductService.WithRawResponse.class),
        Arguments.of(
            "customers",
            CustomerService.class,
            CustomerService.WithRawResponse.class,
            AsyncCustomerService.class,
            AsyncCustomerService.WithRawResponse.class));
  }

  /** The operations of a mode as "name(ParamType, ...)", leaving out the switch to raw. */
  private static Set<String> overloads(Class<?> mode) {
    return Arrays.stream(mode.getMethods())
        .filter(m -> !Modifier.isStatic(m.getModifiers()))
        .filter(m -> !m.getName().equals("withRawResponse"))
        .map(
            m ->
                m.getName()
                    + Arrays.stream(m.getParameterTypes())
                        .map(Class::getSimpleName)
                        .collect(Collectors.joining(", ", "(", ")")))
        .collect(Collectors.toCollection(TreeSet::new));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("resources")
  void everyModeHasTheSameOverloads(
      String resource, Class<?> value, Class<?> raw, Class<?> async, Class<?> asyncRaw) {
    Set<String> expected = overloads(value);
    assertThat(expected)
        .as("the %s operations", resource)
        .isNotEmpty()
        .anyMatch(s -> s.contains(UUID.class.getSimpleName()))
        .anyMatch(s -> s.endsWith("RequestOptions)"));
    Map<String, Class<?>> others = Map.of("raw", raw, "async", async, "async raw", asyncRaw);
    others.forEach(
        (mode, type) ->
            assertThat(overloads(type))
                .as("%s %s mode (%s) against the value mode", resource, mode, type.getName())
                .isEqualTo(expected));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("resources")
  void eachModeReturnsItsOwnShape(
      String resource, Class<?> value, Class<?> raw, Class<?> async, Class<?> asyncRaw) {
    assertThat(returned(value)).noneMatch(t -> t.startsWith(CompletableFuture.class.getName()));
    assertThat(returned(raw)).allMatch(t -> t.startsWith(CommerceResponse.class.getName()));
    assertThat(returned(async))
        .allMatch(t -> t.startsWith(CompletableFuture.class.getName()))
        .noneMatch(t -> t.contains(CommerceResponse.class.getName()));
    assertThat(returned(asyncRaw))
        .allMatch(
            t ->
                t.startsWith(
                    CompletableFuture.class.getName() + "<" + CommerceResponse.class.getName()));
  }

  /** What the mode's generic supertype says its calls return, as type names. */
  private static Set<String> returned(Class<?> mode) {
    return Arrays.stream(mode.getGenericInterfaces())
        .filter(t -> t instanceof ParameterizedType)
        .flatMap(t -> Arrays.stream(((ParameterizedType) t).getActualTypeArguments()))
        .map(Type::getTypeName)
        .collect(Collectors.toCollection(TreeSet::new));
  }
}
