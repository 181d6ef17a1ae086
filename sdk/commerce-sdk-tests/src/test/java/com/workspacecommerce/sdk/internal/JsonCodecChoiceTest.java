package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.CommerceClient;
import com.workspacecommerce.sdk.errors.CommerceDecodingException;
import com.workspacecommerce.sdk.internal.spi.JsonCodec;
import com.workspacecommerce.sdk.internal.spi.JsonCodecProvider;
import com.workspacecommerce.sdk.params.OrderCreateParams;
import com.workspacecommerce.sdk.params.OrderItemParams;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.junit5.StartStop;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * How a client's JSON codec is chosen (builder, then {@code commerce.sdk.json}, then the class
 * path), what a wrong or unusable choice says, and which library versions the guard checks for each
 * codec.
 */
class JsonCodecChoiceTest {
  @StartStop final MockWebServer server = new MockWebServer();

  private static final Function<String, @Nullable String> NO_PROPERTY = name -> null;

  private static Function<String, @Nullable String> property(String value) {
    return name -> JsonCodecs.PROPERTY.equals(name) ? value : null;
  }

  /** A codec whose library is missing, or not. */
  private static JsonCodecProvider fake(String name, @Nullable String missing) {
    return new JsonCodecProvider() {
      @Override
      public String name() {
        return name;
      }

      @Override
      public @Nullable String missing() {
        return missing;
      }

      @Override
      public JsonCodec codec() {
        throw new UnsupportedOperationException();
      }
    };
  }

  @Test
  void withBothLinesPresentTheDefaultIsJackson2AndThePropertyOrTheBuilderChanges() {
    assertThat(JsonCodecs.choose(null, NO_PROPERTY)).isEqualTo("jackson2");
    assertThat(JsonCodecs.choose(null, property("jackson3"))).isEqualTo("jackson3");
    assertThat(JsonCodecs.choose(null, property(" jackson2 "))).isEqualTo("jackson2");
    // Explicit beats the property, even one the property check would reject.
    assertThat(JsonCodecs.choose("jackson3", property("jackson2"))).isEqualTo("jackson3");
    assertThat(JsonCodecs.choose("jackson2", property("gson"))).isEqualTo("jackson2");
    assertThat(JsonCodecs.codec("jackson2").name()).isEqualTo("jackson2");
    assertThat(JsonCodecs.codec("jackson3").name()).isEqualTo("jackson3");
  }

  @Test
  void anUnknownPropertyValueNamesThePropertyAndTheValuesItTakes() {
    assertThatThrownBy(() -> JsonCodecs.choose(null, property("gson")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "system property commerce.sdk.json must be one of jackson2, jackson3, was 'gson'");
    assertThatThrownBy(() -> JsonCodecs.choose(null, property("")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("system property commerce.sdk.json must be one of jackson2, jackson3, was ''");
  }

  @Test
  void anUnknownNameOnTheBuilderFailsAtOnce() {
    assertThatThrownBy(() -> CommerceClient.builder().json("Jackson3"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("json must be one of jackson2, jackson3, was 'Jackson3'");
    assertThatThrownBy(() -> CommerceClient.builder().json(null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("json must be one of jackson2, jackson3, was null");
  }

  @Test
  void theDefaultIsTheFirstCodecWhoseLibraryIsThere() {
    List<JsonCodecProvider> onlyJackson3 =
        List.of(
            fake("jackson2", "com.fasterxml.jackson.core:jackson-databind"),
            fake("jackson3", null));
    assertThat(JsonCodecs.choose(null, NO_PROPERTY, onlyJackson3)).isEqualTo("jackson3");
    List<JsonCodecProvider> both = List.of(fake("jackson2", null), fake("jackson3", null));
    assertThat(JsonCodecs.choose(null, NO_PROPERTY, both)).isEqualTo("jackson2");
  }

  @Test
  void aChosenCodecWhoseLibraryIsMissingNamesTheArtifactToAdd() {
    List<JsonCodecProvider> noJackson3 =
        List.of(fake("jackson2", null), fake("jackson3", "tools.jackson.core:jackson-databind"));
    assertThatThrownBy(() -> JsonCodecs.choose("jackson3", NO_PROPERTY, noJackson3))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(
            "The JSON codec jackson3 (json(\"jackson3\")) needs"
                + " tools.jackson.core:jackson-databind, which is not on the class path: add it to"
                + " the application's dependencies, or choose another codec (jackson2, jackson3)");
    assertThatThrownBy(() -> JsonCodecs.choose(null, property("jackson3"), noJackson3))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageStartingWith(
            "The JSON codec jackson3 (-Dcommerce.sdk.json=jackson3) needs"
                + " tools.jackson.core:jackson-databind,");
    List<JsonCodecProvider> none =
        List.of(
            fake("jackson2", "com.fasterxml.jackson.core:jackson-databind"),
            fake("jackson3", "tools.jackson.core:jackson-databind"));
    assertThatThrownBy(() -> JsonCodecs.choose(null, NO_PROPERTY, none))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(
            "No JSON library for the SDK on the class path: add"
                + " com.fasterxml.jackson.core:jackson-databind (jackson2), or"
                + " tools.jackson.core:jackson-databind (jackson3)");
  }

  @Test
  void withoutAnyCodecArtifactTheMessageNamesTheSdksArtifactsToAdd() {
    assertThatThrownBy(() -> JsonCodecs.choose(null, NO_PROPERTY, List.of()))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(
            "No JSON library for the SDK on the class path: add"
                + " com.workspacecommerce:commerce-sdk-jackson3 (Jackson 3), or"
                + " com.workspacecommerce:commerce-sdk-jackson2 (Jackson 2)");
    List<JsonCodecProvider> jackson2Only = List.of(fake("jackson2", null));
    assertThatThrownBy(() -> JsonCodecs.choose("jackson3", NO_PROPERTY, jackson2Only))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(
            "The JSON codec jackson3 (json(\"jackson3\")) needs"
                + " com.workspacecommerce:commerce-sdk-jackson3, which is not on the class path:"
                + " add it to the application's dependencies, or choose another codec (jackson2,"
                + " jackson3)");
  }

  @Test
  void aCodecOfAnotherArtifactIsNamedAfterTheSdksOwnAndCanBeChosen() {
    List<JsonCodecProvider> withGson =
        List.of(fake("jackson2", null), fake("jackson3", null), fake("gson", null));
    assertThat(JsonCodecs.choose(null, property("gson"), withGson)).isEqualTo("gson");
    assertThatThrownBy(() -> JsonCodecs.choose(null, property("yaml"), withGson))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "system property commerce.sdk.json must be one of jackson2, jackson3, gson, was"
                + " 'yaml'");
  }

  @Test
  void theCodecOfANameComesFromItsProviderAndANameWithoutOneIsRefused() {
    JsonCodec real = JsonCodecs.codec("jackson2");
    JsonCodecProvider jackson2 =
        new JsonCodecProvider() {
          @Override
          public String name() {
            return "jackson2";
          }

          @Override
          public @Nullable String missing() {
            return null;
          }

          @Override
          public JsonCodec codec() {
            return real;
          }
        };
    assertThat(JsonCodecs.codec("jackson2", List.of(jackson2))).isSameAs(real);
    // A name the SDK knows whose artifact is absent: choose() reports that first; codec() refuses.
    assertThatThrownBy(() -> JsonCodecs.codec("jackson3", List.of(jackson2)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("jackson3");
    assertThatThrownBy(() -> JsonCodecs.codec("gson", List.of(jackson2)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("json must be one of jackson2, jackson3, was 'gson'");
  }

  @Test
  void aLibraryIsPresentWhenItsClassCanBeFoundAndNotOtherwise() {
    assertThat(JsonCodecProvider.present("com.fasterxml.jackson.databind.ObjectMapper")).isTrue();
    assertThat(JsonCodecProvider.present("tools.jackson.databind.ObjectMapper")).isTrue();
    assertThat(JsonCodecProvider.present("com.example.gson.NoSuchMapper")).isFalse();
  }

  @Test
  void theClientNamesItsCodecAndADerivedClientKeepsIt() {
    try (CommerceClient client =
        CommerceClient.builder()
            .baseUrl("https://api.example.com/v1")
            .apiKey("sk_test_choice")
            .json("jackson3")
            .build()) {
      assertThat(client.toString()).endsWith(", json=jackson3, apiKey=[redacted]}");
      assertThat(client.async().toString()).endsWith(", json=jackson3, apiKey=[redacted]}");
      try (CommerceClient derived = client.withOptions(b -> b.maxRetries(1))) {
        assertThat(derived.toString()).endsWith(", json=jackson3, apiKey=[redacted]}");
      }
    }
    try (CommerceClient client =
        CommerceClient.builder()
            .baseUrl("https://api.example.com/v1")
            .apiKey("sk_test_choice")
            .json("jackson2")
            .build()) {
      assertThat(client.toString()).endsWith(", json=jackson2, apiKey=[redacted]}");
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"jackson2", "jackson3"})
  void theBuildersChoiceReadsAndWritesWhateverThePropertySays(String name) {
    // Each library's own exception, as the cause the SDK passes on, shows which codec ran.
    Class<?> libraryFailure =
        name.equals("jackson3")
            ? tools.jackson.core.JacksonException.class
            : com.fasterxml.jackson.core.JsonProcessingException.class;
    server.enqueue(
        new MockResponse.Builder()
            .code(200)
            .addHeader("Content-Type", "application/json")
            .body("{\"id\": tru")
            .build());
    try (CommerceClient client =
        CommerceClient.builder()
            .baseUrl(server.url("/v1").toString())
            .apiKey("sk_test_choice")
            .maxRetries(0)
            .json(name)
            .build()) {
      assertThatThrownBy(() -> client.orders().get("6f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f"))
          .isInstanceOf(CommerceDecodingException.class)
          .cause()
          .isInstanceOf(libraryFailure);
      OrderCreateParams unwritable =
          OrderCreateParams.builder()
              .customerId("6f1c2a4e-8b7d-4c6a-9e2f-1a2b3c4d5e6f")
              .addItem(OrderItemParams.of("MUG-1", "Mug", 1, 1))
              .putAdditionalProperty("thing", new Object())
              .build();
      assertThatThrownBy(() -> client.orders().create(unwritable))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageStartingWith("params could not be serialized to JSON: ")
          .cause()
          .isInstanceOf(libraryFailure);
    }
  }

  @Test
  void theGuardChecksTheLineInUseOnly() {
    Map<String, String> jackson3Only = new HashMap<>();
    jackson3Only.put("tools.jackson.core:jackson-core", DependencyGuard.JACKSON3_MINIMUM);
    jackson3Only.put("tools.jackson.core:jackson-databind", DependencyGuard.JACKSON3_MINIMUM);
    jackson3Only.put("com.squareup.okhttp3:okhttp-jvm", "5.5.1");
    assertThatCode(() -> DependencyGuard.check("jackson3", "okhttp", jackson3Only::get))
        .doesNotThrowAnyException();
    // The same class path on jackson2 lacks all of Jackson 2.
    assertThatThrownBy(() -> DependencyGuard.check("jackson2", "okhttp", jackson3Only::get))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("com.fasterxml.jackson.core:jackson-databind is missing");

    Map<String, String> preRelease = new HashMap<>(jackson3Only);
    preRelease.put("tools.jackson.core:jackson-databind", "3.0.0-rc9");
    preRelease.put("com.fasterxml.jackson.core:jackson-databind", "2.10.0");
    assertThatThrownBy(() -> DependencyGuard.check("jackson3", "okhttp", preRelease::get))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining(
            "tools.jackson.core:jackson-databind 3.0.0-rc9 found, "
                + DependencyGuard.JACKSON3_MINIMUM
                + " or newer needed")
        .hasMessageContaining("tools.jackson:jackson-bom:")
        .hasMessageNotContaining("com.fasterxml.jackson")
        .hasMessageNotContaining("okhttp");
  }

  @Test
  void theRealClassPathPassesTheGuardOnBothLines() {
    assertThatCode(() -> DependencyGuard.check("jackson3", "okhttp")).doesNotThrowAnyException();
    assertThatCode(() -> DependencyGuard.check("jackson2", "okhttp")).doesNotThrowAnyException();
    assertThat(DependencyGuard.runtimeVersion("tools.jackson.core:jackson-databind"))
        .isEqualTo(tools.jackson.databind.cfg.PackageVersion.VERSION.toString());
    assertThat(DependencyGuard.runtimeVersion("tools.jackson.core:jackson-core")).isNotNull();
  }
}
