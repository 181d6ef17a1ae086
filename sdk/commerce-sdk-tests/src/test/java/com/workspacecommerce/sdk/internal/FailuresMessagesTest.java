package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.errors.BadRequestException;
import com.workspacecommerce.sdk.errors.CommerceApiException;
import com.workspacecommerce.sdk.errors.CommerceCancelledException;
import com.workspacecommerce.sdk.errors.CommerceConnectionException;
import com.workspacecommerce.sdk.errors.CommerceException;
import com.workspacecommerce.sdk.errors.CommerceTimeoutException;
import com.workspacecommerce.sdk.errors.InternalServerException;
import com.workspacecommerce.sdk.errors.RateLimitException;
import com.workspacecommerce.sdk.errors.ResponseTooLargeException;
import com.workspacecommerce.sdk.internal.okhttp.OkHttpTransport;
import com.workspacecommerce.sdk.internal.spi.ClientCodeFailure;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import com.workspacecommerce.sdk.internal.spi.WireHeaders;
import com.workspacecommerce.sdk.internal.spi.WireRequest;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The exception, and its exact message, for each way a call can end unsuccessfully: which type a
 * user catches and what it tells, the key never included.
 */
class FailuresMessagesTest {
  private static final String KEY = "sk_test_FailuresKey00000099";
  private static final String CALL = "GET /v1/orders/o-1";

  private final Failures failures = new Failures(new Redactor(KEY));
  private final OutgoingRequest request =
      new OutgoingRequest(
          new WireRequest(
              "GET",
              java.net.URI.create("https://api.example.com/v1/orders/o-1"),
              WireHeaders.EMPTY,
              null),
          new CallListener.Call("orders.get", "GET", "/orders/{id}"),
          Duration.ofMillis(750),
          2,
          true,
          Duration.ofSeconds(5),
          0L,
          1);

  private CommerceException exception(
      @Nullable AttemptResponse response,
      @Nullable Exception failure,
      int attempts,
      Outcome.Stop stop,
      @Nullable Duration retryAfter) {
    return failures.exception(request, new Outcome(response, failure, attempts, stop, retryAfter));
  }

  private static AttemptResponse response(int status, String body, String... headers) {
    return new AttemptResponse(
        status, WireHeaders.of(headers), body.getBytes(StandardCharsets.UTF_8));
  }

  private CommerceApiException api(int status, String body, String... headers) {
    return (CommerceApiException)
        exception(response(status, body, headers), null, 1, Outcome.Stop.DONE, null);
  }

  @Test
  void anInterruptAndAClosedClientAreCancellationsSayingWhich() {
    InterruptedException interrupt = new InterruptedException();
    CommerceCancelledException interrupted =
        (CommerceCancelledException) exception(null, interrupt, 2, Outcome.Stop.INTERRUPTED, null);
    assertThat(interrupted)
        .hasMessage(CALL + " was cancelled because the calling thread was interrupted (2 attempts)")
        .hasCause(interrupt);
    assertThat(interrupted.clientClosed()).isFalse();
    assertThat(interrupted.attempts()).isEqualTo(2);

    CommerceCancelledException closed =
        (CommerceCancelledException)
            exception(response(503, ""), null, 1, Outcome.Stop.CLOSED, null);
    assertThat(closed)
        .hasMessage(CALL + " was cancelled because the client was closed (1 attempt)")
        .hasNoCause();
    assertThat(closed.clientClosed()).isTrue();
  }

  @Test
  void aFutureCancelledNamesTheFuture() {
    CommerceCancelledException e = failures.futureCancelled(request, 3);
    assertThat(e).hasMessage(CALL + " was cancelled through its future (3 attempts)");
    assertThat(e.clientClosed()).isFalse();
    assertThat(e.attempts()).isEqualTo(3);
  }

  @Test
  void aBodyOverTheLimitNamesTheLimitAndTheOption() {
    BodyTooLargeException big = new BodyTooLargeException(1024, 200);
    CommerceException e = exception(null, big, 1, Outcome.Stop.DONE, null);
    assertThat(e)
        .isExactlyInstanceOf(ResponseTooLargeException.class)
        .hasCause(big)
        .hasMessage(
            "The response to "
                + CALL
                + " (HTTP 200) is larger than the client's limit of 1024 bytes (maxResponseBytes);"
                + " reading stopped at the limit and the connection was discarded (1 attempt)");
    assertThat(((ResponseTooLargeException) e).limitBytes()).isEqualTo(1024);
    assertThat(((ResponseTooLargeException) e).statusCode()).isEqualTo(200);
  }

  @Test
  void codeOfTheApplicationThatThrewIsAPlainCommerceExceptionWithWhatItThrew() {
    IllegalStateException thrown = new IllegalStateException("broken " + KEY);
    ClientCodeFailure failure = OkHttpTransport.clientCodeFailure(thrown, new Redactor(KEY));
    CommerceException e = exception(null, failure, 1, Outcome.Stop.DONE, null);
    assertThat(e)
        .isExactlyInstanceOf(CommerceException.class)
        .hasCause(thrown)
        .hasMessage(
            CALL
                + " failed: OkHttp (an interceptor or event listener of the OkHttpClient given to"
                + " httpClient(..)) threw java.lang.IllegalStateException: broken [redacted]"
                + " (1 attempt)");
  }

  @Test
  void aDeadlineBeforeAnyAttemptIsATimeoutOfACallNotSent() {
    CommerceException e = exception(null, null, 0, Outcome.Stop.DEADLINE, null);
    assertThat(e)
        .isExactlyInstanceOf(CommerceTimeoutException.class)
        .hasNoCause()
        .hasMessage(
            CALL + " was not sent; the call's totalTimeout of 5000 ms ended it (0 attempts)");
  }

  @Test
  void aSocketTimeoutIsATimeoutNamingTheAttemptTimeout() {
    SocketTimeoutException timeout = new SocketTimeoutException("Read timed out " + KEY);
    CommerceException e = exception(null, timeout, 3, Outcome.Stop.RETRIES_EXHAUSTED, null);
    assertThat(e)
        .isExactlyInstanceOf(CommerceTimeoutException.class)
        .hasCause(timeout)
        .hasMessage(
            CALL
                + " timed out (SocketTimeoutException: Read timed out [redacted]; attempt timeout"
                + " 750 ms) (3 attempts)");
  }

  @Test
  void theAttemptsOwnTimeoutSaysOnlyTheTimeoutAndASocketTimeoutWithoutMessageOnlyItsType() {
    CommerceException e =
        exception(null, new AttemptTimeoutException(null), 1, Outcome.Stop.DONE, null);
    assertThat(e)
        .isExactlyInstanceOf(CommerceTimeoutException.class)
        .hasMessage(CALL + " timed out (attempt timeout 750 ms) (1 attempt)");
    assertThat(exception(null, new InterruptedIOException("timeout"), 1, Outcome.Stop.DONE, null))
        .as("an InterruptedIOException of a library is no timeout: the SDK keeps the time")
        .isExactlyInstanceOf(CommerceConnectionException.class);
    CommerceException bare =
        exception(null, new SocketTimeoutException(), 1, Outcome.Stop.DONE, null);
    assertThat(bare)
        .hasMessage(
            CALL + " timed out (SocketTimeoutException; attempt timeout 750 ms) (1 attempt)");
  }

  @Test
  void anyOtherIoFailureIsAConnectionFailureNamingIt() {
    CommerceException other =
        exception(null, new InterruptedIOException("canceled"), 1, Outcome.Stop.DONE, null);
    assertThat(other)
        .isExactlyInstanceOf(CommerceConnectionException.class)
        .hasMessage(CALL + " failed: InterruptedIOException: canceled (1 attempt)");
    IOException bare = new IOException();
    CommerceException noMessage = exception(null, bare, 2, Outcome.Stop.BUDGET_EXHAUSTED, null);
    assertThat(noMessage)
        .isExactlyInstanceOf(CommerceConnectionException.class)
        .hasCause(bare)
        .hasMessage(
            CALL
                + " failed: IOException; not retried: the client's retry budget is exhausted"
                + " (retryBudget), since many calls failed recently (2 attempts)");
    assertThat(((CommerceConnectionException) noMessage).attempts()).isEqualTo(2);
  }

  @Test
  void aRetryAfterLongerThanTheSdkWaitsIsNamedWithBothDurations() {
    CommerceException e =
        exception(
            response(503, ""), null, 1, Outcome.Stop.RETRY_AFTER_TOO_LONG, Duration.ofSeconds(90));
    assertThat(e)
        .isExactlyInstanceOf(InternalServerException.class)
        .hasMessage(
            "HTTP 503 on "
                + CALL
                + "; not retried: Retry-After 90 s is longer than the 60 s the SDK waits (1 attempt)");
  }

  @ParameterizedTest(name = "HTTP {0} -> {1}")
  @CsvSource({
    "399, UnexpectedStatusException",
    "400, BadRequestException",
    "499, UnexpectedStatusException",
    "500, InternalServerException",
    "599, InternalServerException",
    "600, UnexpectedStatusException",
  })
  void theStatusRangesChooseTheType(int status, String type) {
    CommerceApiException e = api(status, "");
    assertThat(e.getClass().getSimpleName()).isEqualTo(type);
    assertThat(e.statusCode()).isEqualTo(status);
  }

  @ParameterizedTest(name = "HTTP {0}")
  @ValueSource(ints = {300, 399})
  void aRedirectWithoutLocationSaysSo(int status) {
    assertThat(api(status, ""))
        .hasMessage(
            "HTTP "
                + status
                + " on "
                + CALL
                + ": redirect to (no Location) not followed, so the API key cannot travel to another"
                + " address (1 attempt)");
  }

  @Test
  void aRedirectLocationIsMasked() {
    assertThat(api(302, "", "Location", "https://evil.example.com/?k=" + KEY).getMessage())
        .contains(": redirect to https://evil.example.com/?k=[redacted] not followed")
        .doesNotContain(KEY);
  }

  @Test
  void theServersMessageAndTheRequestIdAreQuotedMaskedAndCut() {
    String message = "bad key " + KEY + " " + "m".repeat(2000);
    String id = "req-" + KEY + "-" + "i".repeat(300);
    BadRequestException e =
        (BadRequestException) api(400, "{\"message\":\"" + message + "\"}", "X-Request-Id", id);

    String quotedMessage = ("bad key [redacted] " + "m".repeat(2000)).substring(0, 1000) + "...";
    String quotedId = ("req-[redacted]-" + "i".repeat(300)).substring(0, 200) + "...";
    assertThat(e)
        .hasMessage(
            "HTTP 400 on "
                + CALL
                + ": "
                + quotedMessage
                + " [request id "
                + quotedId
                + "] (1 attempt)");
    assertThat(e.requestId()).isEqualTo("req-[redacted]-" + "i".repeat(300));
    assertThat(e.body()).doesNotContain(KEY).startsWith("{\"message\":\"bad key [redacted] ");
  }

  @Test
  void onlyARateLimitWithARetryAfterNamesIt() {
    RateLimitException limited =
        (RateLimitException)
            exception(response(429, ""), null, 1, Outcome.Stop.DONE, Duration.ofSeconds(7));
    assertThat(limited).hasMessage("HTTP 429 on " + CALL + " (Retry-After 7 s) (1 attempt)");
    assertThat(limited.retryAfter()).isEqualTo(Duration.ofSeconds(7));

    RateLimitException bare =
        (RateLimitException) exception(response(429, ""), null, 1, Outcome.Stop.DONE, null);
    assertThat(bare).hasMessage("HTTP 429 on " + CALL + " (1 attempt)");
    assertThat(bare.retryAfter()).isNull();

    assertThat(exception(response(503, ""), null, 1, Outcome.Stop.DONE, Duration.ofSeconds(7)))
        .hasMessage("HTTP 503 on " + CALL + " (1 attempt)");
  }
}
