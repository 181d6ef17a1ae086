package com.workspacecommerce.sdk.internal.jackson2;

import com.workspacecommerce.sdk.internal.spi.JsonCodec;
import com.workspacecommerce.sdk.internal.spi.JsonCodecProvider;
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

  @Override
  public JsonCodec codec() {
    return Jackson2Codec.INSTANCE;
  }
}
