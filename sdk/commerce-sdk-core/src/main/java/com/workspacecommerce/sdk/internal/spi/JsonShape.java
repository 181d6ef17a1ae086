package com.workspacecommerce.sdk.internal.spi;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Map;

/**
 * What every codec configures the same way, named without any JSON library's databind or core
 * types: the parser limits and the mix-in for the body params. Only {@code
 * com.fasterxml.jackson.annotation} appears here, which Jackson 2 and Jackson 3 share. Internal:
 * not part of the public API.
 */
public final class JsonShape {
  /**
   * Limits on what the parser accepts, so that a hostile or broken body fails with a parse error
   * rather than a deep recursion or a slow number conversion: nesting far deeper than any resource,
   * numbers far longer than any amount, strings no longer than a whole response may be.
   */
  public static final int MAX_NESTING_DEPTH = 100;

  /** The longest number accepted, in characters. */
  public static final int MAX_NUMBER_LENGTH = 100;

  /** The longest property name accepted, in characters. */
  public static final int MAX_NAME_LENGTH = 10_000;

  /** The longest string accepted, in characters. */
  public static final int MAX_STRING_LENGTH = 64 * 1024 * 1024;

  /**
   * The deepest nesting a request body may have: Jackson 2's default, which the jackson2 codec
   * keeps; Jackson 3's own default is 500.
   */
  public static final int MAX_WRITE_NESTING_DEPTH = 1000;

  private JsonShape() {}

  /**
   * The body params write their fields through an any-getter, the one place where their
   * {@code @JsonInclude} holds in an application's mapper set to leave nulls out. The SDK's own
   * sending keeps the {@code @JsonValue} path it always used, so every create writes the same bytes
   * through the same serializer as before, on either codec.
   */
  public abstract static class ParamsAsValue {
    // Jackson looks for an any-getter before @JsonValue, so the mix-in switches the former off.
    @JsonAnyGetter(enabled = false)
    @JsonValue
    public abstract Map<String, Object> toMap();
  }

  /**
   * @return the params' base class, which the mix-in targets
   */
  public static Class<?> bodyParams() {
    try {
      return Class.forName("com.workspacecommerce.sdk.params.BodyParams");
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException("the SDK's params classes are missing", e);
    }
  }
}
