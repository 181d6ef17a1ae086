package com.workspacecommerce.examples.boot;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootVersion;

/** The example runs as its one command runs it: on a sandbox it starts itself. */
class CommerceBootExampleTest {
  @Test
  void listsCreatesAndShowsTheTimerTheStarterRecorded() {
    List<String> printed = new ArrayList<>();
    List<String> report = CommerceBootExample.run(new String[0], printed::add);
    assertThat(printed.get(0)).startsWith("No commerce.base-url set: using a sandbox at http");
    assertThat(report).filteredOn(l -> l.startsWith("product ")).hasSize(3);
    assertThat(report).anyMatch(l -> l.startsWith("created customer Ada Lovelace "));
    assertThat(report)
        .contains(
            "timer commerce.client.requests operation=products.list outcome=SUCCESS count=1",
            "timer commerce.client.requests operation=customers.create outcome=SUCCESS count=1",
            "env commerce.api-key=******",
            "traceparent sent true");
  }

  @Test
  void runsOnSpringBoot4() {
    assertThat(SpringBootVersion.getVersion()).startsWith("4.");
  }
}
