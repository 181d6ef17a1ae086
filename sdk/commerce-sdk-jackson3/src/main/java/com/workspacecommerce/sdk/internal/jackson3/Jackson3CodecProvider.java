package com.workspacecommerce.sdk.internal.jackson3;

import com.workspacecommerce.sdk.internal.spi.JsonCodec;
import com.workspacecommerce.sdk.internal.spi.JsonCodecProvider;
import com.workspacecommerce.sdk.internal.spi.Requirement;
import java.util.List;
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

  /**
   * tools.jackson.core:jackson-core and jackson-databind 3.0.0, the first Jackson 3 release: the
   * module's whole suite passes on it with this codec, as on 3.1.7 (built with) and 3.2.4 (the
   * newest when checked); {@code commerce-sdk-compat-tests/jackson3-oldest} proves 3.0.0 in every
   * build; everything the codec calls ({@code configureForJackson2}, {@code DateTimeFeature},
   * {@code StreamReadConstraints}) is there from 3.0.0. The last release candidate, 3.0.0-rc9, also
   * read and wrote the same JSON in the decoding tests, but a pre-release counts as older than its
   * release here, as for the other libraries.
   *
   * @return the two artifacts at 3.0.0
   */
  @Override
  public List<Requirement> requirements() {
    return List.of(
        new Requirement(
            "tools.jackson.core:jackson-core", "tools.jackson.core.json.PackageVersion", "3.0.0"),
        new Requirement(
            "tools.jackson.core:jackson-databind",
            "tools.jackson.databind.cfg.PackageVersion",
            "3.0.0"));
  }

  @Override
  public JsonCodec codec() {
    // The first line that names Jackson3Codec: only now are it and Jackson 3 loaded.
    return Jackson3Codec.INSTANCE;
  }
}
