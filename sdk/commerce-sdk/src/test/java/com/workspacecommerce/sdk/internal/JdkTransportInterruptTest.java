package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.InterruptedIOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * The JDK transport ends a blocked exchange by interrupting the sending thread, which the JDK's
 * {@code send} answers by clearing the flag and throwing. When the call path ended the exchange
 * because the application interrupted that thread, the flag must be set again for the application;
 * for a reason of the call path's own it must not (the parameterized {@link TransportAdaptersTest}
 * checks the latter on both transports).
 */
class JdkTransportInterruptTest {
  @Test
  void anExchangeEndedForTheApplicationsInterruptIsInterruptedIoWithTheFlagSetAgain()
      throws Exception {
    try (TransportAdaptersTest.SilentServer silent = new TransportAdaptersTest.SilentServer()) {
      JdkTransport transport = JdkTransport.create(Duration.ofSeconds(5), null);
      try {
        Exchange exchange = new Exchange();
        CompletableFuture<Throwable> sender = new CompletableFuture<>();
        AtomicBoolean interrupted = new AtomicBoolean();
        Thread thread =
            new Thread(
                () -> {
                  Throwable t = catchThrowable(() -> transport.send(silent.get(), exchange));
                  interrupted.set(Thread.currentThread().isInterrupted());
                  sender.complete(t);
                },
                "jdk-sender");
        thread.start();
        assertThat(silent.requestRead.await(10, TimeUnit.SECONDS)).isTrue();
        assertThat(exchange.cancel(Exchange.Reason.INTERRUPTED)).isTrue();
        assertThat(sender.get(10, TimeUnit.SECONDS))
            .isInstanceOf(InterruptedIOException.class)
            .hasCauseInstanceOf(InterruptedException.class);
        assertThat(interrupted).as("the thread's interrupt flag").isTrue();
      } finally {
        transport.close();
      }
    }
  }
}
