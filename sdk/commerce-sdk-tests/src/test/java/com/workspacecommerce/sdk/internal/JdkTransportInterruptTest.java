package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.contract.HttpTransportContract;
import com.workspacecommerce.sdk.internal.spi.Cancellation;
import com.workspacecommerce.sdk.internal.spi.ProxySettings;
import com.workspacecommerce.sdk.internal.spi.TransportSettings;
import java.io.InterruptedIOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
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
    try (HttpTransportContract.SilentServer silent = new HttpTransportContract.SilentServer()) {
      JdkTransport transport =
          JdkTransport.create(
              new TransportSettings(Duration.ofSeconds(5), null, ProxySettings.JVM_DEFAULT, 64));
      try {
        Cancellation exchange = new Cancellation();
        CompletableFuture<HttpTransportContract.Sent> sent =
            HttpTransportContract.sendOnItsOwnThread(transport, silent.get(), exchange);
        assertThat(silent.requestRead.await(10, TimeUnit.SECONDS)).isTrue();
        assertThat(exchange.cancel(Cancellation.Reason.INTERRUPTED)).isTrue();
        HttpTransportContract.Sent outcome = sent.get(10, TimeUnit.SECONDS);
        assertThat(outcome.thrown())
            .isInstanceOf(InterruptedIOException.class)
            .hasCauseInstanceOf(InterruptedException.class);
        assertThat(outcome.interrupted()).as("the thread's interrupt flag").isTrue();
      } finally {
        transport.close();
      }
    }
  }
}
