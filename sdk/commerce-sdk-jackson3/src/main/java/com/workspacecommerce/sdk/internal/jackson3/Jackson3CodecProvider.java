package com.workspacecommerce.sdk.internal.jackson3;

import com.workspacecommerce.sdk.internal.spi.JsonCodec;
import com.workspacecommerce.sdk.internal.spi.JsonCodecProvider;
import org.jspecify.annotations.Nullable;

/**
 * Finds the Jackson 3 codec ({@code jackson3}, {@code tools.jackson.core:jackson-databind}, an
 * optional dependency of the SDK). Internal: not part of the public API.
 */
public final class Jackson3CodecProvider implements JsonCodecProvider {
  /** The codec's name. */
  public static final String NAME = "jackson3";

  /** Creates the provider; it holds nothing. */
  public Jackson3CodecProvider() {}

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public @Nullable String missing() {
    return JsonCodecProvider.present("tools.jackson.databind.ObjectMapper")
        ? null
        : "tools.jackson.core:jackson-databind";
  }

  @Override
  public JsonCodec codec() {
    // The first line that names Jackson3Codec: only now are it and Jackson 3 loaded.
    return Jackson3Codec.INSTANCE;
  }
}
