package com.workspacecommerce.sdk.internal.okhttp;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.internal.spi.ProxySettings;
import org.junit.jupiter.api.Test;

/** The proxy authenticator's own text, which a debugger or a log of OkHttp's client may show. */
class ProxyAnswerTest {
  @Test
  void itsTextNamesItsSettingsAndNeverThePassword() {
    ProxyAnswer answer = new ProxyAnswer(new ProxySettings(null, "svc", "pr0xy-s3cret"));
    assertThat(answer)
        .hasToString(
            "ProxyAnswer[ProxySettings[selector=jvm-default, username=svc, password=[redacted]]]");
  }
}
