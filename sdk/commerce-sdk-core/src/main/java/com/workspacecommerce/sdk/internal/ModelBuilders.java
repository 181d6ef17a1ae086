package com.workspacecommerce.sdk.internal;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * What the model records' builders share: a builder keeps one value per record component, by the
 * component's name, and builds through the canonical constructor. A field is thus declared once, as
 * a record component; its builder adds only the public setter. Public only because the models
 * package uses it; the module does not export this package.
 *
 * @param <R> the record type
 */
public final class ModelBuilders<R extends Record> {
  /** The component every model has for the fields this SDK version does not know. */
  private static final String ADDITIONAL = "additionalProperties";

  private final Class<R> type;
  private final Map<String, Integer> positions = new HashMap<>();
  private final Class<?>[] types;
  private final MethodHandle[] accessors;

  /** The canonical constructor, taking its arguments as one array. */
  private final MethodHandle constructor;

  /**
   * The JSON names of the typed properties, which an additional property must not reuse: every
   * {@code @JsonProperty} of the record's fields (the components) and methods (the date-times' JSON
   * getters).
   */
  private final Set<String> typedNames;

  private ModelBuilders(Class<R> type) {
    this.type = type;
    RecordComponent[] components = type.getRecordComponents();
    types = new Class<?>[components.length];
    accessors = new MethodHandle[components.length];
    MethodHandles.Lookup lookup = MethodHandles.lookup();
    try {
      for (int i = 0; i < components.length; i++) {
        positions.put(components[i].getName(), i);
        types[i] = components[i].getType();
        accessors[i] = lookup.unreflect(components[i].getAccessor());
      }
      constructor =
          lookup
              .findConstructor(type, MethodType.methodType(void.class, types))
              .asSpreader(Object[].class, types.length);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot build " + type.getSimpleName(), e);
    }
    typedNames =
        Stream.<AnnotatedElement>concat(
                Arrays.stream(type.getDeclaredFields()), Arrays.stream(type.getDeclaredMethods()))
            .map(member -> member.getAnnotation(JsonProperty.class))
            .filter(Objects::nonNull)
            .map(JsonProperty::value)
            .collect(Collectors.toUnmodifiableSet());
  }

  /**
   * Reads what the builders of a record need from its class; a record calls it once.
   *
   * @param type the record class
   * @param <R> the record type
   * @return its builders' shared part
   */
  public static <R extends Record> ModelBuilders<R> of(Class<R> type) {
    return new ModelBuilders<>(type);
  }

  /**
   * Starts the values of a new builder.
   *
   * @param from the record whose values to start with, or null for an empty builder
   * @param builder the builder, which each setter returns
   * @param <B> the builder type
   * @return the values, lists and additional properties copied so the record stays as it is
   */
  public <B> Values<R, B> values(@Nullable R from, B builder) {
    return new Values<>(this, from, builder);
  }

  /**
   * The values of one builder, by component name. Not thread-safe, like the builders.
   *
   * @param <R> the record type
   * @param <B> the builder type, which the setters return
   */
  public static final class Values<R extends Record, B> {
    private final ModelBuilders<R> model;
    private final B builder;
    private final @Nullable Object[] values;

    private Values(ModelBuilders<R> model, @Nullable R from, B builder) {
      this.model = model;
      this.builder = builder;
      values = new Object[model.types.length];
      for (int i = 0; i < values.length; i++) {
        @Nullable Object value = from == null ? null : get(model.accessors[i], from);
        // The record's lists and maps are unmodifiable; only these two are changed in place.
        if (model.types[i] == List.class) {
          values[i] = value == null ? new ArrayList<>() : new ArrayList<>((List<?>) value);
        } else if (i == model.position(ADDITIONAL)) {
          values[i] =
              value == null ? new LinkedHashMap<>() : new LinkedHashMap<>((Map<?, ?>) value);
        } else {
          // Other maps of a record are already unmodifiable deep copies, safe to hold as they are.
          values[i] = value;
        }
      }
    }

    /**
     * Sets a component.
     *
     * @param component the component's name
     * @param value its value, of the component's type, or null
     * @return the builder
     */
    public B set(String component, @Nullable Object value) {
      values[model.position(component)] = value;
      return builder;
    }

    /**
     * Sets a component the record requires.
     *
     * @param component the component's name
     * @param value its value, of the component's type
     * @return the builder
     * @throws NullPointerException naming the component when the value is null
     */
    public B setRequired(String component, @Nullable Object value) {
      return set(component, Checks.notNull(value, component));
    }

    /**
     * Replaces a list component with a copy of {@code list}.
     *
     * @param component the component's name
     * @param list the elements, in order
     * @return the builder
     * @throws NullPointerException naming the component when the list is null
     */
    public B replaceList(String component, @Nullable List<?> list) {
      return set(component, new ArrayList<>(Checks.notNull(list, component)));
    }

    /**
     * Appends to a list component.
     *
     * @param component the component's name
     * @param element the element, already checked
     * @return the builder
     */
    public B add(String component, Object element) {
      list(component).add(element);
      return builder;
    }

    /**
     * Checks the name of an additional property and copies its value into the builder.
     *
     * <p>A name the record already types is refused: {@code @JsonAnyGetter} would write that key a
     * second time, and reading the JSON back would keep only one of the two values.
     *
     * @param name the JSON field name
     * @param value its JSON value, deep-copied so later changes by the caller do not reach the
     *     builder
     * @return the builder
     * @throws NullPointerException when the name is null
     * @throws IllegalArgumentException when the name is blank or typed
     */
    public B putAdditional(@Nullable String name, @Nullable Object value) {
      model.putChecked(additional(), name, value);
      return builder;
    }

    /**
     * Replaces the additional properties with checked copies of {@code source}; when a name is
     * refused, the builder keeps what it had.
     *
     * @param source the new properties by JSON name
     * @return the builder
     * @throws NullPointerException when the map or a name is null
     * @throws IllegalArgumentException when a name is blank or typed
     */
    public B replaceAdditional(@Nullable Map<String, ?> source) {
      Checks.notNull(source, ADDITIONAL);
      Map<String, Object> checked = new LinkedHashMap<>();
      source.forEach((name, value) -> model.putChecked(checked, name, value));
      Map<String, Object> target = additional();
      target.clear();
      target.putAll(checked);
      return builder;
    }

    /**
     * Builds the record through its canonical constructor, which checks the required components and
     * copies the lists and maps, so the builder can be changed and built again.
     *
     * @return the record
     */
    public R build() {
      try {
        return model.type.cast(model.constructor.invoke(values.clone()));
      } catch (RuntimeException | Error e) {
        throw e;
      } catch (Throwable e) {
        throw new IllegalStateException(e); // the constructor throws nothing checked
      }
    }

    @SuppressWarnings("unchecked") // the constructor made this list
    private List<Object> list(String component) {
      return (List<Object>) Objects.requireNonNull(values[model.position(component)]);
    }

    @SuppressWarnings("unchecked") // the constructor made this map
    private Map<String, Object> additional() {
      return (Map<String, Object>) Objects.requireNonNull(values[model.position(ADDITIONAL)]);
    }

    private static @Nullable Object get(MethodHandle accessor, Object record) {
      try {
        return accessor.invoke(record);
      } catch (RuntimeException | Error e) {
        throw e;
      } catch (Throwable e) {
        throw new IllegalStateException(e); // an accessor throws nothing checked
      }
    }
  }

  private int position(String component) {
    Integer position = positions.get(component);
    if (position == null) {
      throw new IllegalArgumentException(type.getSimpleName() + " has no component " + component);
    }
    return position;
  }

  private void putChecked(
      Map<String, Object> target, @Nullable String name, @Nullable Object value) {
    Checks.notNull(name, "name");
    Checks.notBlank(name, "name");
    if (typedNames.contains(name)) {
      throw new IllegalArgumentException(
          "name '"
              + name
              + "' is a typed field of "
              + type.getSimpleName()
              + "; set it with its own builder method, not as an additional property");
    }
    target.put(name, Immutables.jsonValue(value));
  }
}
