package com.workspacecommerce.examples.boot;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.SpringBootVersion;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/** The example runs as its one command runs it: on a sandbox it starts itself. */
@ExtendWith(OutputCaptureExtension.class)
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
  void logLinesOutsideASpanHaveNoBlankTraceColumn(CapturedOutput output) {
    CommerceBootExample.run(new String[0], line -> {});
    assertThat(output.getOut()).contains("Started CommerceBootExample");
    // Boot's default correlation column, blank outside a span: "[" + 49 spaces + "]".
    assertThat(output.getOut()).doesNotContainPattern("\\[ {20,}\\]").doesNotContain("[-]");
  }

  @Test
  void runsOnTheLeanStarterWithoutASecondJsonLibraryOrHttpClient() {
    for (String absent :
        List.of(
            "com.fasterxml.jackson.databind.ObjectMapper", "okhttp3.OkHttpClient", "kotlin.Unit")) {
      assertThat(isLoadable(absent)).as(absent).isFalse();
    }
    assertThat(isLoadable("tools.jackson.databind.json.JsonMapper")).isTrue();
  }

  private static boolean isLoadable(String name) {
    try {
      Class.forName(name, false, CommerceBootExampleTest.class.getClassLoader());
      return true;
    } catch (ClassNotFoundException e) {
      return false;
    }
  }

  @Test
  void runsOnSpringBoot4() {
    assertThat(SpringBootVersion.getVersion()).startsWith("4.");
  }
}
