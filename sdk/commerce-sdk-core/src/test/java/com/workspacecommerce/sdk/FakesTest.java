package com.workspacecommerce.sdk;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.models.Customer;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.models.Product;
import com.workspacecommerce.sdk.params.CustomerCreateParams;
import com.workspacecommerce.sdk.params.CustomerUpdateParams;
import com.workspacecommerce.sdk.params.OrderCreateParams;
import com.workspacecommerce.sdk.params.ProductListParams;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * What a user's unit test can do without a server: fake each service by implementing only its
 * abstract methods, serve them through a fake {@link CommerceClient}, and return pages built with
 * {@link Page#of} and {@link Page#ofPages} whose auto-pager walks every page.
 */
class FakesTest {
  private static final String ID = "3f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f";

  private static Product product(String name) {
    return Product.builder()
        .id(UUID.randomUUID().toString())
        .name(name)
        .status("active")
        .type("physical")
        .build();
  }

  /** The code under test in a user's project: it sees only the interfaces. */
  private static String describe(CommerceClient client) {
    Order order = client.orders().get(UUID.fromString(ID));
    Customer customer =
        client.customers().update(ID, CustomerUpdateParams.builder().firstname("Ada").build());
    String names =
        client.products().list().autoPager().stream()
            .map(Product::name)
            .collect(Collectors.joining(","));
    return order.orderNumber() + " " + customer.firstname() + " " + names;
  }

  @Test
  void handWrittenFakesOfEveryServiceWorkThroughTheClientInterface() {
    List<String> calls = new ArrayList<>();
    OrderService orders =
        new OrderService() {
          @Override
          public Order create(OrderCreateParams params, RequestOptions options) {
            throw new UnsupportedOperationException();
          }

          @Override
          public Order get(String id, RequestOptions options) {
            calls.add("orders.get " + id);
            return Order.builder().id(id).orderNumber("WC-1").status("open").build();
          }
        };
    CustomerService customers =
        new CustomerService() {
          @Override
          public Customer create(CustomerCreateParams params, RequestOptions options) {
            throw new UnsupportedOperationException();
          }

          @Override
          public Customer update(String id, CustomerUpdateParams params, RequestOptions options) {
            calls.add("customers.update " + id);
            return Customer.builder()
                .id(id)
                .firstname(params.firstname())
                .lastname("Lovelace")
                .build();
          }
        };
    ProductService products =
        new ProductService() {
          @Override
          public Page<Product> list(ProductListParams params, RequestOptions options) {
            calls.add("products.list");
            return Page.ofPages(
                List.of(List.of(product("mug"), product("cup")), List.of(product("tea"))));
          }

          @Override
          public Product get(String id, RequestOptions options) {
            throw new UnsupportedOperationException();
          }
        };
    CommerceClient client =
        new CommerceClient() {
          @Override
          public OrderService orders() {
            return orders;
          }

          @Override
          public ProductService products() {
            return products;
          }

          @Override
          public CustomerService customers() {
            return customers;
          }

          @Override
          public String baseUrl() {
            return "https://fake.example/v1";
          }

          @Override
          public void close() {}
        };

    assertThat(describe(client)).isEqualTo("WC-1 Ada mug,cup,tea");
    // The default overloads reached the fakes' abstract methods with the id as text.
    assertThat(calls)
        .containsExactly("orders.get " + ID, "customers.update " + ID, "products.list");
  }

  @Test
  void pageOfIsOneLastPage() {
    Page<String> page = Page.of(List.of("a", "b"));
    assertThat(page.page()).isEqualTo(1);
    assertThat(page.totalPages()).isEqualTo(1);
    assertThat(page.total()).isEqualTo(2);
    assertThat(page.hasNextPage()).isFalse();
    assertThat(page.autoPager()).containsExactly("a", "b");
  }

  @Test
  void pageOfPagesLinksThePagesForNextPageAndTheAutoPager() {
    Page<String> first = Page.ofPages(List.of(List.of("a", "b"), List.of(), List.of("c")));
    assertThat(first.total()).isEqualTo(3);
    assertThat(first.totalPages()).isEqualTo(3);
    assertThat(first.hasNextPage()).isTrue();
    Page<String> second = first.nextPage();
    assertThat(second.page()).isEqualTo(2);
    assertThat(second.hasPreviousPage()).isTrue();
    assertThat(second.items()).isEmpty();
    // An empty page in the middle ends the walk, as it does against a server (see AutoPager).
    assertThat(first.autoPager()).containsExactly("a", "b");
    Page<String> linked = Page.ofPages(List.of(List.of("a"), List.of("b"), List.of("c")));
    assertThat(linked.autoPager()).containsExactly("a", "b", "c");
    assertThat(linked.autoPager().stream().count()).isEqualTo(3);
  }

  @Test
  void pageOfWithEveryEnvelopeFieldCallsNextPageWithTheFollowingNumber() {
    List<Integer> asked = new ArrayList<>();
    Page<String> first =
        Page.of(
            1,
            1,
            2,
            2,
            true,
            false,
            List.of("a"),
            n -> {
              asked.add(n);
              return Page.of(n, 1, 2, 2, false, true, List.of("b"), m -> null);
            });
    assertThat(first.autoPager()).containsExactly("a", "b");
    assertThat(asked).containsExactly(2);
  }
}
