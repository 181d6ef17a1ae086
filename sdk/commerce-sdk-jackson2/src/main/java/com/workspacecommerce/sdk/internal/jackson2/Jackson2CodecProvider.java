package com.workspacecommerce.sdk.internal.jackson2;

import com.workspacecommerce.sdk.internal.spi.JsonCodec;
import com.workspacecommerce.sdk.internal.spi.JsonCodecProvider;
import com.workspacecommerce.sdk.internal.spi.Requirement;
import java.util.List;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;

/** Finds the Jackson 2 codec ({@code jackson2}). Internal: not part of the public API. */
public final class Jackson2CodecProvider implements JsonCodecProvider {
  /** The codec's name. */
  public static final String NAME = "jackson2";

  /** Creates the provider; it holds nothing. */
  public Jackson2CodecProvider() {}

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public @Nullable String missing() {
    return missing(JsonCodecProvider::present);
  }

  /**
   * As {@link #missing()}, asking {@code present} which classes are there.
   *
   * @param present tells whether a class is on the class path
   * @return the first artifact missing, or null
   */
  static @Nullable String missing(Predicate<String> present) {
    if (!present.test("com.fasterxml.jackson.databind.ObjectMapper")) {
      return "com.fasterxml.jackson.core:jackson-databind";
    }
    if (!present.test("com.fasterxml.jackson.datatype.jsr310.JavaTimeModule")) {
      return "com.fasterxml.jackson.datatype:jackson-datatype-jsr310";
    }
    return null;
  }

  /**
   * jackson-core, jackson-databind and jackson-datatype-jsr310 2.18.0. The models keep unknown
   * fields through {@code @JsonAnySetter} on a record component, which databind honours from
   * 2.18.0. On 2.17.2, the newest 2.17, nothing fails: every unknown field is silently dropped
   * ({@code additionalProperties()} is empty; 10 of the SDK's tests fail). The SDK also needs
   * {@code StreamReadConstraints} with a name-length limit (jackson-core 2.16). The three are
   * released together and were only tested at one version, so all three need 2.18.0.
   *
   * @return the three artifacts at 2.18.0
   */
  @Override
  public List<Requirement> requirements() {
    return List.of(
        new Requirement(
            "com.fasterxml.jackson.core:jackson-core",
            "com.fasterxml.jackson.core.json.PackageVersion",
            "2.18.0"),
        new Requirement(
            "com.fasterxml.jackson.core:jackson-databind",
            "com.fasterxml.jackson.databind.cfg.PackageVersion",
            "2.18.0"),
        new Requirement(
            "com.fasterxml.jackson.datatype:jackson-datatype-jsr310",
            "com.fasterxml.jackson.datatype.jsr310.PackageVersion",
            "2.18.0"));
  }

  @Override
  public JsonCodec codec() {
    return Jackson2Codec.INSTANCE;
  }
}
