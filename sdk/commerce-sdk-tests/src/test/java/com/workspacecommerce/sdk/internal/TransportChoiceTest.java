package com.workspacecommerce.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.workspacecommerce.sdk.internal.spi.HttpTransport;
import com.workspacecommerce.sdk.internal.spi.HttpTransportProvider;
import com.workspacecommerce.sdk.internal.spi.JsonCodecProvider;
import com.workspacecommerce.sdk.internal.spi.ProxySettings;
import com.workspacecommerce.sdk.internal.spi.Redactor;
import com.workspacecommerce.sdk.internal.spi.TransportSettings;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * How a client's transport is chosen (an {@code OkHttpClient} given, then {@code transport(..)},
 * then {@code commerce.sdk.transport}, then OkHttp when its artifact and library are there, else
 * the JDK's), and what a wrong or unusable choice says. The choosing runs here with given
 * properties and transports, not the JVM's.
 */
class TransportChoiceTest {
  private static final Function<String, @Nullable String> NO_PROPERTY = name -> null;
  private static final String OKHTTP_JVM = "com.squareup.okhttp3:okhttp-jvm";

  private static Function<String, @Nullable String> property(String value) {
    return name -> TransportChoice.PROPERTY.equals(name) ? value : null;
  }

  private static ClientConfig.Builder config() {
    return ClientConfig.builder().baseUrl("https://api.example.com/v1").apiKey("sk_test_choice");
  }

  /** An {@code okhttp} transport whose library is missing, or not; it records what it was given. */
  private static final class FakeOkHttp implements HttpTransportProvider {
    final @Nullable String missing;
    final List<@Nullable Object> given = new ArrayList<>();

    FakeOkHttp(@Nullable String missing) {
      this.missing = missing;
    }

    @Override
    public String name() {
      return "okhttp";
    }

    @Override
    public @Nullable String missing() {
      return missing;
    }

    @Override
    public HttpTransport create(
        @Nullable Object lent, TransportSettings settings, Redactor redactor) {
      given.add(lent);
      given.add(settings);
      given.add(redactor);
      return JdkTransport.create(settings);
    }
  }

  private static final List<HttpTransportProvider> OKHTTP_THERE = List.of(new FakeOkHttp(null));
  private static final List<HttpTransportProvider> OKHTTP_LIBRARY_MISSING =
      List.of(new FakeOkHttp(OKHTTP_JVM));

  @Test
  void withNothingNamedOkHttpIsChosenOnlyWhenItsArtifactAndLibraryAreThere() {
    ClientConfig plain = config().build();
    assertThat(TransportChoice.chosen(plain, NO_PROPERTY, OKHTTP_THERE)).isEqualTo("okhttp");
    assertThat(TransportChoice.chosen(plain, NO_PROPERTY, OKHTTP_LIBRARY_MISSING)).isEqualTo("jdk");
    assertThat(TransportChoice.chosen(plain, NO_PROPERTY, List.of())).isEqualTo("jdk");
    // A blank property names nothing: the class path decides.
    assertThat(TransportChoice.chosen(plain, property(" "), OKHTTP_THERE)).isEqualTo("okhttp");
  }

  @Test
  void thePropertyChoosesInAnyCaseAndWithSpacesUnlessTheBuilderNamesOne() {
    assertThat(TransportChoice.chosen(config().build(), property("jdk"), OKHTTP_THERE))
        .isEqualTo("jdk");
    assertThat(
            TransportChoice.chosen(config().build(), property(" OkHttp "), OKHTTP_LIBRARY_MISSING))
        .as("the property is obeyed even when the library is missing: create says so")
        .isEqualTo("okhttp");
    assertThat(
            TransportChoice.chosen(
                config().set(Options.TRANSPORT, "okhttp").build(), property("jdk"), List.of()))
        .isEqualTo("okhttp");
    assertThat(
            TransportChoice.chosen(
                config().set(Options.TRANSPORT, "JDK").build(), property("okhttp"), List.of()))
        .isEqualTo("jdk");
  }

  @Test
  void anUnknownNameOnThePropertyOrTheBuilderSaysWhichNamesItTakes() {
    assertThatThrownBy(
            () -> TransportChoice.chosen(config().build(), property("netty"), OKHTTP_THERE))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "system property commerce.sdk.transport must be one of okhttp, jdk, was \"netty\"");
    assertThatThrownBy(() -> config().set(Options.TRANSPORT, "apache"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("transport must be one of okhttp, jdk, was \"apache\"");
  }

  @Test
  void anOkHttpClientGivenMeansOkHttpWhatEverThePropertySays() {
    Object lent = new Object();
    assertThat(
            TransportChoice.chosen(
                config().set(Options.HTTP_CLIENT, lent).build(), property("jdk"), List.of()))
        .isEqualTo("okhttp");
    assertThat(
            TransportChoice.chosen(
                config().set(Options.HTTP_CLIENT, lent).set(Options.TRANSPORT, "okhttp").build(),
                NO_PROPERTY,
                List.of()))
        .isEqualTo("okhttp");
    ClientConfig both =
        config().set(Options.HTTP_CLIENT, lent).set(Options.TRANSPORT, "jdk").build();
    assertThatThrownBy(() -> TransportChoice.chosen(both, NO_PROPERTY, OKHTTP_THERE))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "transport(\"jdk\") cannot use the OkHttpClient given to httpClient(..): drop one of"
                + " the two");
  }

  @Test
  void choosingOkHttpWithoutItsArtifactNamesTheArtifactAndHowItWasChosen() {
    String rest =
        ", which is not on the class path: add it to the application's dependencies, or choose"
            + " the jdk transport, which needs nothing";
    Redactor redactor = new Redactor("sk_test_choice");
    assertThatThrownBy(
            () ->
                TransportChoice.create(
                    config().set(Options.TRANSPORT, "okhttp").build(),
                    "okhttp",
                    redactor,
                    List.of()))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(
            "The transport okhttp (transport(\"okhttp\")) needs"
                + " com.workspacecommerce:commerce-sdk-okhttp"
                + rest);
    assertThatThrownBy(
            () -> TransportChoice.create(config().build(), "okhttp", redactor, List.of()))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(
            "The transport okhttp (-Dcommerce.sdk.transport=okhttp) needs"
                + " com.workspacecommerce:commerce-sdk-okhttp"
                + rest);
    assertThatThrownBy(
            () ->
                TransportChoice.create(
                    config().set(Options.HTTP_CLIENT, new Object()).build(),
                    "okhttp",
                    redactor,
                    OKHTTP_LIBRARY_MISSING))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("The transport okhttp (httpClient(OkHttpClient)) needs " + OKHTTP_JVM + rest);
  }

  @Test
  void theChosenProviderCreatesTheTransportFromTheSettings() {
    FakeOkHttp okhttp = new FakeOkHttp(null);
    Object lent = new Object();
    Redactor redactor = new Redactor("sk_test_choice");
    ClientConfig config =
        config()
            .set(Options.HTTP_CLIENT, lent)
            .set(Options.CONNECT_TIMEOUT, Duration.ofSeconds(3))
            .build();
    HttpTransport transport = TransportChoice.create(config, "okhttp", redactor, List.of(okhttp));
    try {
      assertThat(okhttp.given)
          .containsExactly(
              lent,
              new TransportSettings(Duration.ofSeconds(3), null, ProxySettings.JVM_DEFAULT, 64),
              redactor);
    } finally {
      transport.close();
    }
    HttpTransport jdk = TransportChoice.create(config().build(), "jdk", redactor, List.of(okhttp));
    try {
      assertThat(jdk).isInstanceOf(JdkTransport.class);
      assertThat(okhttp.given).as("the jdk transport needs no provider").hasSize(3);
    } finally {
      jdk.close();
    }
  }

  @Test
  void theSdksArtifactsOnThisClassPathBringTheOkHttpTransportAndBothCodecs() {
    assertThat(Providers.load(HttpTransportProvider.class))
        .extracting(HttpTransportProvider::name)
        .containsExactly("okhttp");
    assertThat(Providers.load(JsonCodecProvider.class))
        .extracting(JsonCodecProvider::name)
        .containsExactlyInAnyOrder("jackson2", "jackson3");
  }

  @Test
  void aClientNamingItsTransportGetsThatOneFromTheClassPath() {
    Redactor redactor = new Redactor("sk_test_choice");
    for (String name : List.of("okhttp", "jdk")) {
      HttpTransport transport =
          TransportChoice.create(config().set(Options.TRANSPORT, name).build(), redactor);
      try {
        assertThat(transport.name()).isEqualTo(name);
      } finally {
        transport.close();
      }
    }
  }
}
