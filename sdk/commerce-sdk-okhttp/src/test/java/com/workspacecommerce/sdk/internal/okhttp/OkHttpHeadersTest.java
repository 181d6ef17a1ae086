package com.workspacecommerce.sdk.internal.okhttp;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.internal.spi.WireHeaders;
import okhttp3.Headers;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The transport converts the client's default headers, which every call without headers of its own
 * shares, to OkHttp's once, and any other headers afresh: a stale conversion would send one call's
 * headers on another.
 */
class OkHttpHeadersTest {
  private final OkHttpTransport transport = PlainTransports.create();

  @AfterEach
  void close() {
    transport.close();
  }

  private static WireHeaders headers(String... namesAndValues) {
    WireHeaders.Builder b = new WireHeaders.Builder();
    for (int i = 0; i < namesAndValues.length; i += 2) {
      b.add(namesAndValues[i], namesAndValues[i + 1]);
    }
    return b.build();
  }

  @Test
  void theSameHeadersAreConvertedOnceAndKeepEveryValueInOrder() {
    WireHeaders shared = headers("Accept", "application/json", "X-Tag", "a", "X-Tag", "b");

    Headers first = transport.headers(shared);
    Headers again = transport.headers(shared);

    assertThat(again).as("converted once, then reused").isSameAs(first);
    assertThat(first.values("X-Tag")).containsExactly("a", "b");
    assertThat(first.get("Accept")).isEqualTo("application/json");
    assertThat(first.size()).isEqualTo(3);
  }

  @Test
  void otherHeadersAreConvertedAfreshAndNeverServedFromTheLastConversion() {
    WireHeaders defaults = headers("Accept", "application/json");
    WireHeaders own = headers("Accept", "application/json", "Idempotency-Key", "k-1");

    Headers fromDefaults = transport.headers(defaults);
    Headers fromOwn = transport.headers(own);
    Headers defaultsAgain = transport.headers(defaults);

    assertThat(fromOwn.get("Idempotency-Key")).isEqualTo("k-1");
    assertThat(defaultsAgain.get("Idempotency-Key")).isNull();
    assertThat(defaultsAgain).isEqualTo(fromDefaults);
  }
}
