package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.LogLevel;
import java.lang.System.Logger.Level;
import org.junit.jupiter.api.Test;

/** COMMERCE_LOG set but blank is as if unset: records at DEBUG and TRACE, for the framework. */
class LogPolicyEnvTest {
  @Test
  void aBlankVariableLeavesTheChoiceToTheFramework() {
    for (String blank : new String[] {"", "   ", "\t"}) {
      LogPolicy policy =
          LogPolicy.of(null, name -> CommerceClient.ENV_LOG.equals(name) ? blank : null);
      assertThat(policy.level()).as("[%s]", blank).isEqualTo(LogLevel.NONE);
      assertThat(policy.summaryLevel()).isEqualTo(Level.DEBUG);
      assertThat(policy.detailLevel()).isEqualTo(Level.TRACE);
    }
  }
}
