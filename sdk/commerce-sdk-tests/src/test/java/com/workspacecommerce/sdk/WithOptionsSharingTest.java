package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.PRODUCT_ID;
import static com.workspacecommerce.sdk.TestFixtures.fastClient;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static com.workspacecommerce.sdk.TestFixtures.product;
import static com.workspacecommerce.sdk.TestFixtures.status;
import static com.workspacecommerce.sdk.TestFixtures.take;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.errors.CommerceException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

/**
 * What a client made by {@code withOptions} takes from its parent and what stays its own: it keeps
 * the parent's interceptors and listeners and adds to them without the parent noticing, {@code
 * listener(..)} replaces them for it alone, and its retry setting is its own.
 */
class WithOptionsSharingTest {
  @StartStop final MockWebServer server = new MockWebServer();

  /** Records which calls it heard, under a name. */
  private static CallListener hearing(String name, List<String> heard) {
    return new CallListener() {
      @Override
      public void onCallStart(Call call) {
        heard.add(name + ":" + call.operation());
      }
    };
  }

  @Test
  void aDerivedClientKeepsTheParentsInterceptorsAndListenersAndAddsItsOwnForItselfOnly() {
    List<String> heard = new CopyOnWriteArrayList<>();
    server.enqueue(json(product(1)));
    server.enqueue(json(product(2)));
    try (CommerceClient parent =
        fastClient(server)
            .addInterceptor(r -> r.setHeader("X-Parent", "p"))
            .addListener(hearing("parent", heard))
            .build()) {
      CommerceClient child =
          parent.withOptions(
              b ->
                  b.addInterceptor(r -> r.setHeader("X-Child", "c"))
                      .addListener(hearing("child", heard)));

      child.products().get(PRODUCT_ID);
      RecordedRequest fromChild = take(server);
      assertThat(fromChild.getHeaders().get("X-Parent")).isEqualTo("p");
      assertThat(fromChild.getHeaders().get("X-Child")).isEqualTo("c");
      assertThat(heard).containsExactly("parent:products.get", "child:products.get");

      heard.clear();
      parent.products().get(PRODUCT_ID);
      RecordedRequest fromParent = take(server);
      assertThat(fromParent.getHeaders().get("X-Parent")).isEqualTo("p");
      assertThat(fromParent.getHeaders().get("X-Child")).isNull();
      assertThat(heard).containsExactly("parent:products.get");
    }
  }

  @Test
  void listenerOnADerivedClientReplacesTheParentsForItAlone() {
    List<String> heard = new CopyOnWriteArrayList<>();
    server.enqueue(json(product(1)));
    server.enqueue(json(product(2)));
    try (CommerceClient parent = fastClient(server).addListener(hearing("parent", heard)).build()) {
      CommerceClient child = parent.withOptions(b -> b.listener(hearing("only", heard)));
      child.products().get(PRODUCT_ID);
      assertThat(heard).containsExactly("only:products.get");
      parent.products().get(PRODUCT_ID);
      assertThat(heard).containsExactly("only:products.get", "parent:products.get");
    }
  }

  @Test
  void aDerivedClientsRetriesAreItsOwn() {
    for (int i = 0; i < 4; i++) {
      server.enqueue(status(503));
    }
    try (CommerceClient parent = fastClient(server).maxRetries(2).build()) {
      CommerceClient once = parent.withOptions(b -> b.maxRetries(0));
      assertThatThrownBy(() -> once.products().get(PRODUCT_ID))
          .isInstanceOf(CommerceException.class);
      assertThat(server.getRequestCount()).as("no retry for the derived client").isEqualTo(1);

      assertThatThrownBy(() -> parent.products().get(PRODUCT_ID))
          .isInstanceOf(CommerceException.class);
      assertThat(server.getRequestCount()).as("the parent still retries twice").isEqualTo(4);
    }
  }
}
