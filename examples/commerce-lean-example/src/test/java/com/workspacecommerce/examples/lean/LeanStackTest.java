package com.workspacecommerce.examples.lean;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.models.Order;
import com.workspacecommerce.sdk.testing.CommerceSandbox;
import com.workspacecommerce.sdk.testing.CommerceSandboxTest;
import com.workspacecommerce.sdk.testing.RecordedRequest;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * An application on {@code commerce-sdk-core} and {@code commerce-sdk-jackson3} runs the Quickstart
 * story, and tests its own code with the test kit, with none of Jackson 2, OkHttp, Okio or Kotlin
 * on its class path.
 */
@CommerceSandboxTest
class LeanStackTest {

  @ParameterizedTest(name = "{0} is not on the class path")
  @ValueSource(
      strings = {
        "com.fasterxml.jackson.databind.ObjectMapper", // Jackson 2 databind
        "com.fasterxml.jackson.core.JsonFactory", // Jackson 2 core
        "com.fasterxml.jackson.datatype.jsr310.JavaTimeModule",
        "okhttp3.OkHttpClient",
        "okio.Buffer",
        "kotlin.Unit"
      })
  void theLeanStackBringsNoneOfTheOldOne(String className) {
    assertThatThrownBy(() -> Class.forName(className, false, getClass().getClassLoader()))
        .isInstanceOf(ClassNotFoundException.class);
  }

  @Test
  void theQuickstartStoryRunsOnTheJdkClientAndJackson3(
      CommerceSandbox sandbox, CommerceClient client) {
    ByteArrayOutputStream text = new ByteArrayOutputStream();
    Order order = LeanQuickstart.run(client, new PrintStream(text, true, StandardCharsets.UTF_8));

    assertThat(client.toString()).contains("transport=jdk", "json=jackson3");
    assertThat(order.items()).hasSize(1);
    assertThat(order.items().get(0).quantity()).isEqualTo(2L);
    assertThat(text.toString(StandardCharsets.UTF_8))
        .contains("1. Created customer Ada Lovelace", "3. Placed order ", "4. Read it back: ");
    // The test kit's journal, read without Jackson: what the application sent.
    RecordedRequest create = sandbox.journal().last("POST /orders");
    assertThat(create.bodyJson().at("/items/0/quantity").asLong()).isEqualTo(2);
    assertThat(create.bodyJson().at("/currency").asText()).isEqualTo("USD");
  }
}
