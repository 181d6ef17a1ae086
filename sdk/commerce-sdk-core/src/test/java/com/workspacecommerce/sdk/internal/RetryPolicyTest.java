package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.internal.spi.ClientCodeFailure;
import com.workspacecommerce.sdk.internal.spi.ConnectTimeoutException;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import com.workspacecommerce.sdk.internal.spi.WireHeaders;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.PortUnreachableException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import javax.net.ssl.SSLHandshakeException;
import javax.net.ssl.SSLPeerUnverifiedException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@link RetryPolicy} alone, without a socket: what is retried, backoff, Retry-After. */
class RetryPolicyTest {
  private static final Clock NOON =
      Clock.fixed(Instant.parse("2026-11-24T12:00:00Z"), ZoneOffset.UTC);
  private static final Redactor REDACTOR = new Redactor("sk_test_Zq81kXw2SECRETkey");

  @ParameterizedTest(name = "HTTP {0}: idempotent {1}, plain POST {2}")
  @CsvSource({
    "408, true, false",
    "429, true, true",
    "500, true, false",
    "502, true, false",
    "503, true, false",
    "504, true, false",
    "400, false, false",
    "401, false, false",
    "404, false, false",
    "409, false, false",
    "422, false, false",
    "501, false, false",
    "505, false, false",
    "302, false, false"
  })
  void retriesOnlyStatusesThatAreSafeAndMayHeal(int status, boolean idempotent, boolean post) {
    assertThat(RetryPolicy.retryableStatus(status, true)).isEqualTo(idempotent);
    assertThat(RetryPolicy.retryableStatus(status, false)).isEqualTo(post);
  }

  @Test
  void aPlainPostIsRetriedOnlyWhenTheConnectionWasNeverMade() {
    assertThat(RetryPolicy.retryableFailure(new ConnectException("refused"), false)).isTrue();
    assertThat(RetryPolicy.retryableFailure(new UnknownHostException("nowhere"), false)).isTrue();
    assertThat(
            RetryPolicy.retryableFailure(
                new ConnectTimeoutException(new SocketTimeoutException("connect timed out")),
                false))
        .isTrue();
    assertThat(RetryPolicy.retryableFailure(new SocketTimeoutException("connect timed out"), false))
        .as(
            "a transport reports a connect timeout as ConnectTimeoutException; the text decides nothing")
        .isFalse();
    assertThat(RetryPolicy.retryableFailure(new SocketTimeoutException("timeout"), false))
        .isFalse();
    assertThat(RetryPolicy.retryableFailure(new IOException("unexpected end of stream"), false))
        .isFalse();
    assertThat(RetryPolicy.retryableFailure(new InterruptedIOException("timeout"), false))
        .isFalse();
    assertThat(RetryPolicy.retryableFailure(new NoRouteToHostException("no route"), false))
        .isTrue();
    assertThat(RetryPolicy.retryableFailure(new PortUnreachableException("unreachable"), false))
        .isTrue();
    assertThat(RetryPolicy.retryableFailure(new SocketTimeoutException(), false))
        .as("a timeout that says nothing may have come after the request was sent")
        .isFalse();
  }

  @Test
  void anIdempotentRequestIsRetriedAfterNetworkFailuresButNotAfterThoseThatCannotHeal() {
    assertThat(RetryPolicy.retryableFailure(new IOException("reset"), true)).isTrue();
    assertThat(RetryPolicy.retryableFailure(new SocketTimeoutException("timeout"), true)).isTrue();
    assertThat(RetryPolicy.retryableFailure(new SSLHandshakeException("bad cert"), true)).isFalse();
    assertThat(RetryPolicy.retryableFailure(new BodyTooLargeException(10, 200), true)).isFalse();
    assertThat(RetryPolicy.retryableFailure(new SSLPeerUnverifiedException("wrong host"), true))
        .isFalse();
    ClientCodeFailure interceptorThrew =
        ClientCodeFailure.of(
            "was not sent", "RequestInterceptor X", new IllegalStateException("no"), REDACTOR);
    assertThat(RetryPolicy.retryableFailure(interceptorThrew, true))
        .as("the same application code would throw again")
        .isFalse();
  }

  @Test
  void backoffDoublesFromTheInitialDelayUpToTheCeilingScaledByJitter() {
    RetryPolicy full = new RetryPolicy(Duration.ofMillis(500), Duration.ofSeconds(8), () -> 1.0);
    assertThat(full.backoff(1)).isEqualTo(Duration.ofMillis(500));
    assertThat(full.backoff(2)).isEqualTo(Duration.ofSeconds(1));
    assertThat(full.backoff(3)).isEqualTo(Duration.ofSeconds(2));
    assertThat(full.backoff(5)).isEqualTo(Duration.ofSeconds(8));
    assertThat(full.backoff(60)).isEqualTo(Duration.ofSeconds(8));
    RetryPolicy half = new RetryPolicy(Duration.ofMillis(500), Duration.ofSeconds(8), () -> 0.5);
    assertThat(half.backoff(3)).isEqualTo(Duration.ofSeconds(1));
    RetryPolicy none = new RetryPolicy(Duration.ofMillis(500), Duration.ofSeconds(8), () -> 0.0);
    assertThat(none.backoff(4)).isZero();
  }

  @ParameterizedTest(name = "Retry-After \"{0}\" -> {1} s")
  @CsvSource(
      delimiter = '|',
      value = {
        "3|3",
        " 7 |7",
        "0|0",
        "Tue, 24 Nov 2026 12:00:30 GMT|30",
        "Tue, 24 Nov 2026 11:59:00 GMT|0",
        "123456789|123456789",
        "1234567890|999999999",
        "12345678901|999999999"
      })
  void readsRetryAfterAsSecondsOrAnHttpDate(String value, long seconds) {
    WireHeaders headers = new WireHeaders.Builder().add("Retry-After", value).build();
    assertThat(RetryPolicy.retryAfter(headers, NOON)).isEqualTo(Duration.ofSeconds(seconds));
  }

  @Test
  void anAbsentOrUnreadableRetryAfterIsIgnored() {
    assertThat(RetryPolicy.retryAfter(WireHeaders.of(), NOON)).isNull();
    assertThat(RetryPolicy.retryAfter(WireHeaders.of("Retry-After", "soon"), NOON)).isNull();
    assertThat(RetryPolicy.retryAfter(WireHeaders.of("Retry-After", "-5"), NOON)).isNull();
    assertThat(RetryPolicy.retryAfter(WireHeaders.of("Retry-After", " "), NOON)).isNull();
    assertThat(RetryPolicy.retryAfter(WireHeaders.of("Retry-After", ""), NOON)).isNull();
  }
}
