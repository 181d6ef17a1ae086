package com.workspacecommerce.sdk.internal.okhttp;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.internal.spi.WireHeaders;
import com.workspacecommerce.sdk.internal.spi.WireRequest;
import okhttp3.HttpUrl;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The transport builds each request's URL from the origin it parsed last and the rest of the text
 * as encoded; whatever the URL's shape, the result is the URL that OkHttp's own parse of the whole
 * text gives, on the origin parsed before or on a new one.
 */
class OkHttpUrlTest {
  private final OkHttpTransport transport = PlainTransports.create();

  @AfterEach
  void close() {
    transport.close();
  }

  private HttpUrl url(String text) {
    return transport.url(new WireRequest("GET", text, WireHeaders.EMPTY, null));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "http://127.0.0.1:8080/v1/products/p_1",
        "http://127.0.0.1:8080/v1/products?limit=2&cursor=a%2Fb+c",
        "http://127.0.0.1:8080/v1/products/p_1#details",
        "http://127.0.0.1:8080/v1/products/p_1#frag?not-a-query",
        "http://127.0.0.1:8080/v1/products?limit=2#frag?more",
        "http://127.0.0.1:8080/v1/products?",
        "http://127.0.0.1:8080",
        "http://127.0.0.1:8080?limit=1",
        "http://127.0.0.1:8080#top",
        "http://127.0.0.1:8080/"
      })
  void eachShapeOnTheOriginParsedBeforeIsWhatOkHttpParses(String text) {
    url("http://127.0.0.1:8080/v1/orders"); // the origin parsed first, reused for the text
    assertThat(url(text)).isEqualTo(HttpUrl.get(text));
    assertThat(url(text)).as("again, from the kept origin").isEqualTo(HttpUrl.get(text));
  }

  @Test
  void anotherOriginIsParsedAfreshEvenWhenTheFirstOneIsAPrefixOfIt() {
    assertThat(url("http://127.0.0.1:80/v1/a")).isEqualTo(HttpUrl.get("http://127.0.0.1:80/v1/a"));
    assertThat(url("http://127.0.0.1:8080/v1/b"))
        .isEqualTo(HttpUrl.get("http://127.0.0.1:8080/v1/b"));
    assertThat(url("https://api.example.com/v1/c?x=1"))
        .isEqualTo(HttpUrl.get("https://api.example.com/v1/c?x=1"));
    assertThat(url("http://127.0.0.1:80/v1/a")).isEqualTo(HttpUrl.get("http://127.0.0.1:80/v1/a"));
  }

  @Test
  void theCallsToOneOriginParseItOnceAndAnotherOriginReplacesIt() {
    url("http://127.0.0.1:8080/v1/orders");
    Object first = transport.lastOrigin();
    assertThat(first).isNotNull();
    for (String sameOrigin :
        new String[] {
          "http://127.0.0.1:8080/v1/products?limit=2",
          "http://127.0.0.1:8080?limit=1",
          "http://127.0.0.1:8080#top",
          "http://127.0.0.1:8080"
        }) {
      url(sameOrigin);
      assertThat(transport.lastOrigin()).as(sameOrigin).isSameAs(first);
    }

    url("http://127.0.0.1:80/v1/orders");
    Object second = transport.lastOrigin();
    assertThat(second).isNotSameAs(first);
    url("http://127.0.0.1:8080/v1/orders");
    assertThat(transport.lastOrigin()).isNotSameAs(second).isNotSameAs(first);
  }
}
