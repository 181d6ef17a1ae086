package com.workspacecommerce.sdk;

import static com.workspacecommerce.sdk.TestFixtures.API_KEY;
import static com.workspacecommerce.sdk.TestFixtures.ORDER_ID;
import static com.workspacecommerce.sdk.TestFixtures.fastClient;
import static com.workspacecommerce.sdk.TestFixtures.json;
import static com.workspacecommerce.sdk.TestFixtures.orderJson;
import static com.workspacecommerce.sdk.TestFixtures.status;
import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.TestFixtures.LogCapture;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A listener that throws from any of its four events is reported on the SDK's logger at DEBUG, with
 * what it threw, once per event; the call and the other listeners go on; and the call's duration a
 * listener hears is the call's own.
 */
class CallListenerFailureLogTest {
  private static final Function<String, String> NO_ENV = name -> null;

  @StartStop final MockWebServer server = TestFixtures.noDelayServer();

  private LogCapture log;

  @BeforeEach
  void capture() {
    log = LogCapture.sdk();
  }

  @AfterEach
  void release() {
    log.close();
  }

  /** Throws from every event, naming it. */
  private static final class Throwing implements CallListener {
    @Override
    public void onCallStart(Call call) {
      throw new IllegalStateException("bug in onCallStart");
    }

    @Override
    public void onAttemptEnd(Call call, AttemptEnd attempt) {
      throw new IllegalStateException("bug in onAttemptEnd " + attempt.attempt());
    }

    @Override
    public void onRetryScheduled(Call call, RetryScheduled retry) {
      throw new IllegalStateException("bug in onRetryScheduled");
    }

    @Override
    public void onCallEnd(Call call, CallEnd end) {
      throw new IllegalStateException("bug in onCallEnd");
    }
  }

  /** Keeps what it hears. */
  private static final class Keeping implements CallListener {
    final List<Object> events = Collections.synchronizedList(new ArrayList<>());

    @Override
    public void onCallStart(Call call) {
      events.add(call);
    }

    @Override
    public void onAttemptEnd(Call call, AttemptEnd attempt) {
      events.add(attempt);
    }

    @Override
    public void onRetryScheduled(Call call, RetryScheduled retry) {
      events.add(retry);
    }

    @Override
    public void onCallEnd(Call call, CallEnd end) {
      events.add(end);
    }
  }

  @Test
  void eachEventAListenerThrowsFromIsLoggedAtDebugWithWhatItThrew() {
    server.enqueue(status(503));
    server.enqueue(json(200, orderJson(ORDER_ID)));
    Keeping after = new Keeping();
    try (CommerceClient client =
        fastClient(server)
            .env(NO_ENV)
            .logLevel(LogLevel.NONE) // only the listener reports reach the logger
            .maxRetries(1)
            .listener(new Throwing())
            .addListener(after)
            .build()) {
      assertThat(client.orders().get(ORDER_ID).id()).isEqualTo(ORDER_ID);
    }

    String prefix = "CallListener threw; the call goes on java.lang.IllegalStateException: ";
    assertThat(log.lines())
        .containsExactly(
            prefix + "bug in onCallStart",
            prefix + "bug in onAttemptEnd 1",
            prefix + "bug in onRetryScheduled",
            prefix + "bug in onAttemptEnd 2",
            prefix + "bug in onCallEnd");
    assertThat(after.events).hasSize(5).first().isInstanceOf(CallListener.Call.class);
    assertThat(after.events.get(4)).isInstanceOf(CallListener.CallEnd.class);
    assertThat(String.join("\n", log.lines())).doesNotContain(API_KEY);
  }

  @Test
  void theCallsDurationIsNoLongerThanTheCallTook() {
    server.enqueue(json(200, orderJson(ORDER_ID)));
    Keeping keeping = new Keeping();
    long took;
    try (CommerceClient client = fastClient(server).env(NO_ENV).listener(keeping).build()) {
      long before = System.nanoTime();
      client.orders().get(ORDER_ID);
      took = System.nanoTime() - before;
    }

    CallListener.CallEnd end = (CallListener.CallEnd) keeping.events.get(2);
    CallListener.AttemptEnd attempt = (CallListener.AttemptEnd) keeping.events.get(1);
    assertThat(end.duration())
        .isGreaterThanOrEqualTo(attempt.duration())
        .isLessThanOrEqualTo(Duration.ofNanos(took));
  }
}
