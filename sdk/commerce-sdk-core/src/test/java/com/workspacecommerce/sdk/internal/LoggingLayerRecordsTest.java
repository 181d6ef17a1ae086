package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.internal.spi.Cancellation;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import com.workspacecommerce.sdk.internal.spi.WireHeaders;
import com.workspacecommerce.sdk.internal.spi.WireRequest;
import java.io.IOException;
import java.lang.System.Logger.Level;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * Exactly which records the logging layer hands to its logger, at which level, for a response, a
 * failure, sync and async: the summary line, the detailed record with headers and bodies, and the
 * key in none of them.
 */
class LoggingLayerRecordsTest {
  private static final String KEY = "sk_test_LogRecordsKey0042";
  private static final String ORDER = "/v1/orders/ord-1";
  private static final Pattern MS = Pattern.compile("(?:\\(|after )(\\d+) ms");

  private final Redactor redactor = new Redactor(KEY);

  private static OutgoingRequest get(int attempt) {
    return request(
        new WireRequest(
            "GET",
            URI.create("https://api.example.com" + ORDER),
            WireHeaders.of(
                "Authorization", "Bearer " + KEY, "User-Agent", "commerce-sdk-java/test"),
            null),
        attempt);
  }

  private static OutgoingRequest post(byte[] body) {
    return request(
        new WireRequest(
            "POST",
            URI.create("https://api.example.com/v1/customers"),
            WireHeaders.of("Authorization", "Bearer " + KEY),
            body),
        1);
  }

  private static OutgoingRequest request(WireRequest http, int attempt) {
    return new OutgoingRequest(
        http,
        new CallListener.Call("test", http.method(), http.url().getRawPath()),
        Duration.ofSeconds(1),
        2,
        true,
        Duration.ofSeconds(5),
        0L,
        attempt);
  }

  private static AttemptResponse response(int status, String body, String... headers) {
    return new AttemptResponse(
        status, WireHeaders.of(headers), body.getBytes(StandardCharsets.UTF_8));
  }

  /** Sends through the layer, asserting each duration logged is no longer than the send took. */
  private static AttemptResponse send(LoggingLayer layer, OutgoingRequest request, List<String> log)
      throws IOException {
    long before = System.nanoTime();
    try {
      return layer.send(request);
    } finally {
      assertDurationsWithin(log, System.nanoTime() - before);
    }
  }

  private static void assertDurationsWithin(List<String> records, long elapsedNanos) {
    for (String record : records) {
      Matcher m = MS.matcher(record);
      if (m.find()) {
        assertThat(Long.parseLong(m.group(1)))
            .as("the duration logged in %s", record)
            .isBetween(0L, elapsedNanos / 1_000_000);
      }
    }
  }

  /** Replaces each logged duration with N, once it is known to be right. */
  private static List<String> withoutDurations(List<String> records) {
    List<String> out = new ArrayList<>();
    for (String r : records) {
      out.add(r.replaceAll("\\(\\d+ ms", "(N ms").replaceAll("after \\d+ ms", "after N ms"));
    }
    return out;
  }

  @Test
  void infoLogsOneSummaryLineNamingStatusDurationRequestIdAndAttempt() throws IOException {
    RecordingLogger logger = RecordingLogger.wanting(Level.INFO);
    AttemptResponse sent = response(200, "{\"secret\":\"body\"}", "X-Request-Id", "req-9");
    LoggingLayer layer = new LoggingLayer(r -> sent, Level.INFO, null, redactor, logger);

    long before = System.nanoTime();
    AttemptResponse got = layer.send(get(2));
    assertDurationsWithin(logger.records(), System.nanoTime() - before);

    assertThat(got).isSameAs(sent);
    assertThat(withoutDurations(logger.records()))
        .containsExactly("INFO GET " + ORDER + " -> 200 (N ms, request id req-9) [attempt 2]");
  }

  @Test
  void aResponseWithoutRequestIdSaysNothingOfIt() throws IOException {
    RecordingLogger logger = RecordingLogger.wanting(Level.INFO);
    LoggingLayer layer =
        new LoggingLayer(r -> response(404, ""), Level.INFO, null, redactor, logger);

    send(layer, get(1), logger.records());

    assertThat(withoutDurations(logger.records()))
        .containsExactly("INFO GET " + ORDER + " -> 404 (N ms) [attempt 1]");
  }

  @Test
  void aRequestIdEchoingTheKeyIsMaskedAndALongOneIsCut() throws IOException {
    RecordingLogger logger = RecordingLogger.wanting(Level.INFO);
    String echoed = "id-" + KEY + "-" + "x".repeat(300);
    LoggingLayer layer =
        new LoggingLayer(
            r -> response(200, "", "X-Request-Id", echoed), Level.INFO, null, redactor, logger);

    send(layer, get(1), logger.records());

    String expectedId = ("id-" + Redactor.MASK + "-" + "x".repeat(300)).substring(0, 200) + "...";
    assertThat(withoutDurations(logger.records()))
        .containsExactly(
            "INFO GET " + ORDER + " -> 200 (N ms, request id " + expectedId + ") [attempt 1]");
  }

  @Test
  void debugSendsOneRecordPerRequestAndPerResponseWithHeadersAndBodiesAndNeverTheKey()
      throws IOException {
    RecordingLogger logger = RecordingLogger.wanting(Level.INFO);
    AttemptResponse sent =
        response(
            201,
            "{\"id\":\"c-1\",\"echo\":\"" + KEY + "\"}",
            "X-Request-Id",
            "req-c",
            "Content-Type",
            "application/json",
            "X-Echo",
            "Bearer " + KEY);
    LoggingLayer layer = new LoggingLayer(r -> sent, Level.INFO, Level.INFO, redactor, logger);

    send(layer, post("{\"firstname\":\"Ada\"}".getBytes(StandardCharsets.UTF_8)), logger.records());

    assertThat(withoutDurations(logger.records()))
        .containsExactly(
            "INFO --> POST /v1/customers\n    Authorization: [redacted]\n    {\"firstname\":\"Ada\"}",
            "INFO POST /v1/customers -> 201 (N ms, request id req-c) [attempt 1]"
                + "\n    X-Request-Id: req-c"
                + "\n    Content-Type: application/json"
                + "\n    X-Echo: Bearer [redacted]"
                + "\n    {\"id\":\"c-1\",\"echo\":\"[redacted]\"}");
  }

  @Test
  void byDefaultTheDetailsGoOutAtTraceAndTheSummaryAtDebug() throws IOException {
    RecordingLogger logger = RecordingLogger.wanting(Level.DEBUG, Level.TRACE);
    LoggingLayer layer =
        new LoggingLayer(
            r -> response(200, "{}", "X-Request-Id", "r-1"),
            Level.DEBUG,
            Level.TRACE,
            redactor,
            logger);

    send(layer, get(1), logger.records());

    assertThat(withoutDurations(logger.records()))
        .containsExactly(
            "TRACE --> GET "
                + ORDER
                + "\n    Authorization: [redacted]\n    User-Agent: commerce-sdk-java/test",
            "TRACE GET "
                + ORDER
                + " -> 200 (N ms, request id r-1) [attempt 1]"
                + "\n    X-Request-Id: r-1\n    {}",
            "DEBUG GET " + ORDER + " -> 200 (N ms, request id r-1) [attempt 1]");
  }

  @Test
  void aLoggerThatWantsOnlyTheSummaryGetsNothingElse() throws IOException {
    RecordingLogger logger = RecordingLogger.wanting(Level.DEBUG);
    LoggingLayer layer =
        new LoggingLayer(r -> response(200, "{}"), Level.DEBUG, Level.TRACE, redactor, logger);

    send(layer, get(1), logger.records());

    assertThat(withoutDurations(logger.records()))
        .containsExactly("DEBUG GET " + ORDER + " -> 200 (N ms) [attempt 1]");
  }

  @Test
  void aLoggerThatWantsOnlyTheDetailsGetsThemAndNoSummary() throws IOException {
    RecordingLogger logger = RecordingLogger.wanting(Level.TRACE);
    LoggingLayer layer =
        new LoggingLayer(r -> response(200, "{}"), Level.DEBUG, Level.TRACE, redactor, logger);

    send(layer, get(1), logger.records());

    assertThat(withoutDurations(logger.records()))
        .containsExactly(
            "TRACE --> GET "
                + ORDER
                + "\n    Authorization: [redacted]\n    User-Agent: commerce-sdk-java/test",
            "TRACE GET " + ORDER + " -> 200 (N ms) [attempt 1]\n    {}");
  }

  @Test
  void aLoggerThatWantsNothingIsHandedNothingAndTheResponseStillReturns() throws IOException {
    RecordingLogger logger = RecordingLogger.wanting();
    AttemptResponse sent = response(200, "{}");
    LoggingLayer layer = new LoggingLayer(r -> sent, Level.DEBUG, Level.TRACE, redactor, logger);

    assertThat(layer.send(get(1))).isSameAs(sent);
    IOException reset = new IOException("reset");
    LoggingLayer failing =
        new LoggingLayer(
            r -> {
              throw reset;
            },
            Level.DEBUG,
            Level.TRACE,
            redactor,
            logger);
    assertThat(catchThrowable(() -> failing.send(get(1)))).isSameAs(reset);

    assertThat(logger.records()).isEmpty();
  }

  @Test
  void infoAskedForButFilteredOutByTheFrameworkLogsNothingAndTheCallGoesOn() throws IOException {
    RecordingLogger logger = RecordingLogger.wanting(Level.WARNING, Level.ERROR);
    AttemptResponse sent = response(200, "{}");
    LoggingLayer layer = new LoggingLayer(r -> sent, Level.INFO, null, redactor, logger);
    LoggingLayer failing =
        new LoggingLayer(
            r -> {
              throw new IOException("reset");
            },
            Level.INFO,
            null,
            redactor,
            logger);
    Result result = new Result();
    LoggingLayer async =
        new LoggingLayer(new AsyncOnly(sent, null), Level.INFO, null, redactor, logger);

    assertThat(layer.send(get(1))).isSameAs(sent);
    assertThat(catchThrowable(() -> failing.send(get(1)))).hasMessage("reset");
    async.sendAsync(get(1), result::done);

    assertThat(result.response.get()).isSameAs(sent);
    assertThat(logger.records()).isEmpty();
  }

  @Test
  void anEmptyBodyAddsNoLineAndAnEmptyRequestHasNoBodyLine() throws IOException {
    RecordingLogger logger = RecordingLogger.wanting(Level.INFO);
    LoggingLayer layer =
        new LoggingLayer(
            r -> response(204, "", "X-Request-Id", "r-2"),
            Level.INFO,
            Level.INFO,
            redactor,
            logger);

    send(layer, post(new byte[0]), logger.records());

    assertThat(withoutDurations(logger.records()))
        .containsExactly(
            "INFO --> POST /v1/customers\n    Authorization: [redacted]",
            "INFO POST /v1/customers -> 204 (N ms, request id r-2) [attempt 1]"
                + "\n    X-Request-Id: r-2");
  }

  @Test
  void aBodyLongerThanTheLimitIsCutAndItsSizeGivenAndOneAtTheLimitIsWhole() throws IOException {
    RecordingLogger logger = RecordingLogger.wanting(Level.INFO);
    String atLimit = "a".repeat(4096);
    String over = "b".repeat(5000);
    List<AttemptResponse> responses =
        new ArrayList<>(List.of(response(200, atLimit), response(200, over)));
    LoggingLayer layer =
        new LoggingLayer(r -> responses.remove(0), Level.INFO, Level.INFO, redactor, logger);

    send(layer, get(1), logger.records());
    send(layer, get(2), logger.records());

    List<String> records = logger.records();
    assertThat(records).hasSize(4);
    assertThat(records.get(1)).endsWith("[attempt 1]\n    " + atLimit);
    assertThat(records.get(3))
        .endsWith("[attempt 2]\n    " + "b".repeat(4096) + "... (5000 bytes)");
  }

  @Test
  void aHeaderValueIsCutAtTheLimitAndEitherAuthorizationHeaderIsMaskedWhateverItsCase()
      throws IOException {
    RecordingLogger logger = RecordingLogger.wanting(Level.INFO);
    LoggingLayer layer =
        new LoggingLayer(
            r -> response(200, "", "X-Long", "v".repeat(5000)),
            Level.INFO,
            Level.INFO,
            redactor,
            logger);
    OutgoingRequest request =
        request(
            new WireRequest(
                "GET",
                URI.create("https://api.example.com" + ORDER),
                WireHeaders.of(
                    "authorization", "Bearer " + KEY, "Proxy-Authorization", "Basic dXNlcjpwYXNz"),
                null),
            1);

    send(layer, request, logger.records());

    List<String> records = logger.records();
    assertThat(records.get(0))
        .isEqualTo(
            "INFO --> GET "
                + ORDER
                + "\n    authorization: [redacted]\n    Proxy-Authorization: [redacted]");
    assertThat(records.get(1)).endsWith("\n    X-Long: " + "v".repeat(4096) + "...");
  }

  @Test
  void aFailedAttemptIsOneSummaryLineWithTheFailureMaskedAndIsRethrown() throws IOException {
    RecordingLogger logger = RecordingLogger.wanting(Level.INFO);
    IOException reset = new IOException("connection reset while sending " + KEY);
    LoggingLayer layer =
        new LoggingLayer(
            r -> {
              throw reset;
            },
            Level.INFO,
            null,
            redactor,
            logger);

    long before = System.nanoTime();
    Throwable thrown = catchThrowable(() -> layer.send(get(3)));
    assertDurationsWithin(logger.records(), System.nanoTime() - before);

    assertThat(thrown).isSameAs(reset);
    assertThat(withoutDurations(logger.records()))
        .containsExactly(
            "INFO GET "
                + ORDER
                + " -> failed after N ms: IOException: connection reset while sending [redacted]"
                + " [attempt 3]");
  }

  @Test
  void aFailureWithoutMessageIsNamedByItsTypeAloneAndADefectIsLoggedToo() {
    RecordingLogger logger = RecordingLogger.wanting(Level.INFO);
    List<Exception> failures =
        new ArrayList<>(
            List.of(new java.net.SocketTimeoutException(), new IllegalStateException("bug")));
    LoggingLayer layer =
        new LoggingLayer(
            r -> {
              Exception e = failures.remove(0);
              if (e instanceof IOException) {
                throw (IOException) e;
              }
              throw (RuntimeException) e;
            },
            Level.INFO,
            null,
            redactor,
            logger);

    assertThat(catchThrowable(() -> layer.send(get(1))))
        .isInstanceOf(java.net.SocketTimeoutException.class);
    assertThat(catchThrowable(() -> layer.send(get(2)))).isInstanceOf(IllegalStateException.class);

    assertThat(withoutDurations(logger.records()))
        .containsExactly(
            "INFO GET " + ORDER + " -> failed after N ms: SocketTimeoutException [attempt 1]",
            "INFO GET " + ORDER + " -> failed after N ms: IllegalStateException: bug [attempt 2]");
  }

  @Test
  void aLoggerThatDeclinesTheSummaryLevelIsNotHandedTheFailure() {
    RecordingLogger logger = RecordingLogger.wanting(Level.TRACE);
    LoggingLayer layer =
        new LoggingLayer(
            r -> {
              throw new IOException("reset");
            },
            Level.DEBUG,
            Level.TRACE,
            redactor,
            logger);

    assertThat(catchThrowable(() -> layer.send(get(1)))).isInstanceOf(IOException.class);

    assertThat(logger.records())
        .containsExactly(
            "TRACE --> GET "
                + ORDER
                + "\n    Authorization: [redacted]\n    User-Agent: commerce-sdk-java/test");
  }

  /** A transport whose async attempt ends at once, with a result, returning a call not started. */
  private static final class AsyncOnly implements CallLayer {
    private final @Nullable AttemptResponse response;
    private final @Nullable IOException failure;
    final Cancellation call = new Cancellation();

    AsyncOnly(@Nullable AttemptResponse response, @Nullable IOException failure) {
      this.response = response;
      this.failure = failure;
    }

    @Override
    public AttemptResponse send(OutgoingRequest request) {
      throw new AssertionError("sync path not expected");
    }

    @Override
    public Cancellation sendAsync(OutgoingRequest request, AttemptCallback callback) {
      callback.done(response, failure);
      return call;
    }
  }

  private static final class Result {
    final AtomicReference<@Nullable AttemptResponse> response = new AtomicReference<>();
    final AtomicReference<@Nullable IOException> failure = new AtomicReference<>();
    int calls;

    void done(@Nullable AttemptResponse r, @Nullable IOException f) {
      calls++;
      response.set(r);
      failure.set(f);
    }
  }

  @Test
  void anAsyncResponseIsLoggedAsASyncOneAndHandedOnWithTheCall() {
    RecordingLogger logger = RecordingLogger.wanting(Level.INFO);
    AttemptResponse sent = response(200, "{}", "X-Request-Id", "req-a");
    AsyncOnly next = new AsyncOnly(sent, null);
    LoggingLayer layer = new LoggingLayer(next, Level.INFO, null, redactor, logger);
    Result result = new Result();

    long before = System.nanoTime();
    Cancellation call = layer.sendAsync(get(1), result::done);
    assertDurationsWithin(logger.records(), System.nanoTime() - before);

    assertThat(call).isSameAs(next.call);
    assertThat(result.calls).isOne();
    assertThat(result.response.get()).isSameAs(sent);
    assertThat(result.failure.get()).isNull();
    assertThat(withoutDurations(logger.records()))
        .containsExactly("INFO GET " + ORDER + " -> 200 (N ms, request id req-a) [attempt 1]");
  }

  @Test
  void anAsyncFailureIsLoggedAndHandedOn() {
    RecordingLogger logger = RecordingLogger.wanting(Level.INFO);
    IOException refused = new IOException("refused");
    LoggingLayer layer =
        new LoggingLayer(new AsyncOnly(null, refused), Level.INFO, null, redactor, logger);
    Result result = new Result();

    layer.sendAsync(get(2), result::done);

    assertThat(result.calls).isOne();
    assertThat(result.response.get()).isNull();
    assertThat(result.failure.get()).isSameAs(refused);
    assertThat(withoutDurations(logger.records()))
        .containsExactly(
            "INFO GET " + ORDER + " -> failed after N ms: IOException: refused [attempt 2]");
  }

  @Test
  void anAsyncAttemptNobodyLogsIsHandedOnUntouched() {
    RecordingLogger logger = RecordingLogger.wanting();
    AttemptResponse sent = response(200, "{}");
    AsyncOnly next = new AsyncOnly(sent, null);
    LoggingLayer layer = new LoggingLayer(next, Level.DEBUG, Level.TRACE, redactor, logger);
    Result result = new Result();

    assertThat(layer.sendAsync(get(1), result::done)).isSameAs(next.call);

    assertThat(result.response.get()).isSameAs(sent);
    assertThat(logger.records()).isEmpty();
  }

  @Test
  void aLogHandlerThatThrowsNeitherFailsACallNorLosesItsResult() throws IOException {
    System.Logger broken =
        new System.Logger() {
          @Override
          public String getName() {
            return LoggingLayer.LOGGER_NAME;
          }

          @Override
          public boolean isLoggable(Level level) {
            return true;
          }

          @Override
          public void log(Level level, java.util.ResourceBundle b, String msg, Throwable t) {
            throw new IllegalStateException("handler broken");
          }

          @Override
          public void log(Level level, java.util.ResourceBundle b, String f, Object... params) {
            throw new IllegalStateException("handler broken");
          }
        };
    AttemptResponse sent = response(200, "{}");
    List<OutgoingRequest> sentRequests = new ArrayList<>();
    LoggingLayer layer =
        new LoggingLayer(
            r -> {
              sentRequests.add(r);
              return sent;
            },
            Level.INFO,
            Level.INFO,
            redactor,
            broken);
    IOException reset = new IOException("reset");
    LoggingLayer failing =
        new LoggingLayer(
            r -> {
              throw reset;
            },
            Level.INFO,
            Level.INFO,
            redactor,
            broken);
    LoggingLayer async =
        new LoggingLayer(new AsyncOnly(sent, null), Level.INFO, Level.INFO, redactor, broken);
    Result result = new Result();

    assertThat(layer.send(get(1))).isSameAs(sent);
    assertThat(sentRequests).hasSize(1);
    assertThat(catchThrowable(() -> failing.send(get(1)))).isSameAs(reset);
    async.sendAsync(get(1), result::done);

    assertThat(result.calls).isOne();
    assertThat(result.response.get()).isSameAs(sent);
  }
}
