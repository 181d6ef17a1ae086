package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.CallListener;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A client without listeners shares the one set that builds no event, so its calls pay nothing for
 * the feature; a client with listeners gets its own.
 */
class ListenersTest {
  @Test
  void noListenerIsTheSharedSetThatBuildsNoEventAndAnyListenerGetsItsOwn() {
    Redactor redactor = new Redactor("sk_test_key");
    assertThat(Listeners.of(List.of(), redactor)).isSameAs(Listeners.NONE);
    CallListener one = new CallListener() {};
    assertThat(Listeners.of(List.of(one), redactor))
        .isNotSameAs(Listeners.NONE)
        .isNotSameAs(Listeners.of(List.of(one), redactor));
  }
}
