package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.internal.spi.ClientCodeFailure;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import org.junit.jupiter.api.Test;

/**
 * The rules of proxy credentials at their edges, and what the client says when an application's key
 * source fails, never showing a key or a password.
 */
class CredentialsEdgesTest {
  @Test
  void aProxyUserNameIsRefusedForAColonAnywhereOrAControlCharacterButASpaceIsFine() {
    for (String bad : new String[] {"", ":svc", "svc:", "s\u001fvc", "svc\u007f"}) {
      assertThatThrownBy(() -> new ProxyAuth(bad, "pw"))
          .as("user name %s", bad.chars().boxed().toList())
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage(
              "proxyCredentials username must be non-empty, without ':' or control characters");
    }
    assertThat(new ProxyAuth("svc account", "pw").username()).isEqualTo("svc account");
    assertThat(new ProxyAuth("svc~", "pw").username()).isEqualTo("svc~");
  }

  @Test
  void aProxyPasswordIsRefusedForAControlCharacterOnly() {
    for (String bad : new String[] {"p\tw", "pw\u007f", "\u0000"}) {
      assertThatThrownBy(() -> new ProxyAuth("svc", bad))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("proxyCredentials password must not contain control characters");
    }
    assertThat(new ProxyAuth("svc", "p w:~").password()).isEqualTo("p w:~");
    assertThat(new ProxyAuth("svc", "s3cret")).hasToString("ProxyAuth[" + Redactor.MASK + "]");
  }

  @Test
  void aKeySourceThatIsInterruptedEndsTheCallAsInterruptedWithoutAKey() {
    ApiKeys keys =
        new ApiKeys(
            () -> {
              throw new InterruptedException();
            },
            new Redactor("sk_test_unused"));
    try {
      assertThatThrownBy(keys::authorization)
          .isInstanceOf(ClientCodeFailure.class)
          .hasMessageContaining("apiKeySource threw java.lang.InterruptedException")
          .hasMessageNotContaining("java.lang.InterruptedException:");
      assertThat(Thread.currentThread().isInterrupted()).as("the flag is set again").isTrue();
    } finally {
      Thread.interrupted();
    }
  }

  @Test
  void aBlankOrMissingKeyIsNamedAndTheTextShowsNoKey() throws Exception {
    Redactor redactor = new Redactor("sk_test_unused");
    assertThatThrownBy(new ApiKeys(() -> "  ", redactor)::authorization)
        .isInstanceOf(ClientCodeFailure.class)
        .hasMessageContaining("apiKeySource returned a blank key");
    assertThatThrownBy(new ApiKeys(() -> null, redactor)::authorization)
        .hasMessageContaining("apiKeySource returned null instead of a key");
    ApiKeys good = new ApiKeys(() -> "sk_test_good_key_1", redactor);
    assertThat(good.authorization()).isEqualTo("Bearer sk_test_good_key_1");
    assertThat(good).hasToString("ApiKeys[" + Redactor.MASK + "]");
  }
}
