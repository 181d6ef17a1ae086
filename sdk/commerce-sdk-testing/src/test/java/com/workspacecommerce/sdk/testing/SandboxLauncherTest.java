package com.workspacecommerce.sdk.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.params.ProductListParams;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The standalone launcher ({@code java -cp ... CommerceSandbox [port]}, docs/testing.md) run on a
 * thread of the test: it serves on the port it is given, prints what a script needs to call it,
 * and, interrupted, stops serving and gives the port back.
 */
class SandboxLauncherTest {
  /** The lines printed, and a latch released by the last one. */
  private static final class Lines extends PrintStream {
    final List<String> lines = new CopyOnWriteArrayList<>();
    final CountDownLatch ready = new CountDownLatch(1);

    Lines() {
      super(OutputStream.nullOutputStream());
    }

    @Override
    public void println(String line) {
      lines.add(line);
      if (line.startsWith("Press Ctrl-C")) {
        ready.countDown();
      }
    }
  }

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return s.getLocalPort();
    }
  }

  @Test
  void itServesOnTheGivenPortPrintsItsUrlAndKeysAndStopsWhenInterrupted() throws Exception {
    int port = freePort();
    Lines out = new Lines();
    List<Throwable> failed = new CopyOnWriteArrayList<>();
    Thread launcher =
        new Thread(
            () -> {
              try {
                CommerceSandbox.serve(new String[] {" " + port + " "}, out);
              } catch (Throwable t) {
                failed.add(t);
              }
            },
            "sandbox-launcher-test");
    launcher.start();
    try {
      assertThat(out.ready.await(10, TimeUnit.SECONDS)).as("printed its last line").isTrue();
      assertThat(out.lines).hasSize(5);
      assertThat(out.lines.get(0)).isEqualTo("Workspace Commerce sandbox listening");
      String baseUrl = value(out.lines.get(1), "  base URL:        ");
      assertThat(baseUrl).endsWith(":" + port + "/v1");
      String alpha = value(out.lines.get(2), "  API key (alpha): ").replace("  (257 products)", "");
      String beta = value(out.lines.get(3), "  API key (beta):  ").replace("  (120 products)", "");
      assertThat(alpha).isNotEqualTo(beta).doesNotContain(" ");

      try (CommerceClient a = CommerceClient.builder().baseUrl(baseUrl).apiKey(alpha).build();
          CommerceClient b = CommerceClient.builder().baseUrl(baseUrl).apiKey(beta).build()) {
        ProductListParams one = ProductListParams.builder().limit(1).build();
        assertThat(a.products().list(one).total()).isEqualTo(CommerceSandbox.DEFAULT_CATALOG_SIZE);
        assertThat(b.products().list(one).total()).isEqualTo(CommerceSandbox.OTHER_CATALOG_SIZE);
      }
    } finally {
      launcher.interrupt();
      launcher.join(10_000);
    }
    assertThat(launcher.isAlive()).as("ended when interrupted").isFalse();
    assertThat(failed).isEmpty();
    // Nothing listens on the port any more: the sandbox closed (its listener at once; binding the
    // port again could still meet its closed connections on their way out).
    assertThatThrownBy(() -> new Socket(InetAddress.getLoopbackAddress(), port).close())
        .isInstanceOf(ConnectException.class);
  }

  @Test
  void withoutAnArgumentThePortPropertyIsTakenAndAPortThatIsNoNumberIsRefusedNamingIt() {
    String before = System.getProperty(CommerceSandbox.PORT_PROPERTY);
    System.setProperty(CommerceSandbox.PORT_PROPERTY, "80x");
    try {
      assertThatThrownBy(() -> CommerceSandbox.serve(new String[0], new Lines()))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("port must be an integer, was '80x'");
    } finally {
      if (before == null) {
        System.clearProperty(CommerceSandbox.PORT_PROPERTY);
      } else {
        System.setProperty(CommerceSandbox.PORT_PROPERTY, before);
      }
    }
    assertThatThrownBy(() -> CommerceSandbox.serve(new String[] {"http"}, new Lines()))
        .hasMessage("port must be an integer, was 'http'");
  }

  private static String value(String line, String label) {
    assertThat(line).startsWith(label);
    return line.substring(label.length());
  }
}
