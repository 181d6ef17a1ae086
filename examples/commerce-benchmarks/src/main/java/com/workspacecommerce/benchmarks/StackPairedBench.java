package com.workspacecommerce.benchmarks;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Function;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Issue 33's four-way comparison with the contenders of one stack taking turns in the same JMH
 * iteration. From one thread each invocation makes the measure's call once with each contender of
 * the stack, in an order that changes from one invocation to the next so that each contender
 * follows each other one equally often ({@link Times#order}), and times each call on its own; from
 * 16 and 64 threads all of them call one contender for 100 ms ({@link Stack#turnNanos}), then the
 * next ({@link Stack#inTurn}). So every contender meets the same machine at the same moment, and
 * the ratio of two contenders in one iteration is free of the load that comes and goes between
 * forks minutes apart, which makes the unpaired benchmarks' errors ({@link StackLatencyBench}) as
 * large as 30 to 100 % on 2 cores.
 *
 * <p>The figures are JMH's secondary results ({@link Times}): each contender's nanoseconds and
 * calls in each iteration. {@link BenchReport#renderPaired} turns them into microseconds per call
 * and the ratios per iteration. The primary score (one invocation's time, all contenders together)
 * is not used.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
// A fork's calls keep getting faster for about 20 s on 2 cores (the JIT shares them with the
// server's and three clients' threads): measured only after that.
@Warmup(iterations = 20, time = 1)
@Measurement(iterations = 10, time = 1)
// Three JVMs one after another: within a fork the ratio of two contenders moves by a few percent
// from iteration to iteration, but from one fork to the next (its compiled code, the load of its
// minutes) by up to 25 % for the same code (docs/benchmarks.md, 2026-12-01), so one fork decides
// nothing within 1.05. The report pools the three forks' iterations and shows each fork's median.
@Fork(3)
public class StackPairedBench {
  /**
   * {@code products().get(id)} from one thread.
   *
   * @param s the contenders
   * @param t this thread's times
   * @return the last result
   * @throws Exception when a call fails
   */
  @Benchmark
  public Object get(Stack s, Times t) throws Exception {
    return s.round(Stack.GET, t);
  }

  /**
   * {@code products().list(limit 100)} from one thread.
   *
   * @param s the contenders
   * @param t this thread's times
   * @return the last result
   * @throws Exception when a call fails
   */
  @Benchmark
  public Object page(Stack s, Times t) throws Exception {
    return s.round(Stack.PAGE, t);
  }

  /**
   * {@code customers().create(...)} from one thread.
   *
   * @param s the contenders
   * @param t this thread's times
   * @return the last result
   * @throws Exception when a call fails
   */
  @Benchmark
  public Object create(Stack s, Times t) throws Exception {
    return s.round(Stack.CREATE, t);
  }

  /**
   * {@code products().get(id)} from 16 platform threads sharing each contender's client, each call
   * with the contender whose turn it is ({@link Stack#inTurn}).
   *
   * @param s the contenders
   * @param t this thread's times
   * @return the last result
   * @throws Exception when a call fails
   */
  @Benchmark
  @Threads(16)
  public Object get16(Stack s, Times t) throws Exception {
    return s.inTurn(Stack.GET, t);
  }

  /**
   * {@code products().get(id)} from {@value StackFixture#VIRTUAL_CALLERS} virtual threads at once,
   * each making {@value StackFixture#CALLS_PER_VIRTUAL_THREAD} calls in a row, each with the
   * contender whose turn it is ({@link Stack#inTurn}; Java 21+, run only there by {@link
   * BenchSuite#runPaired}).
   *
   * @param s the contenders
   * @param t this thread's times
   * @return the last result
   * @throws Exception when a call fails
   */
  @Benchmark
  public Object getVirtual(Stack s, Times t) throws Exception {
    Object last = s.callers.fanOut(() -> s.inTurn(Stack.GET, s.shared));
    s.shared.drainTo(t);
    return last;
  }

  /**
   * The contenders of one stack on one server of a kind: on {@code jdk} the hand-written JDK client
   * with each of its two executors and the SDK on {@code transport("jdk").json("jackson3")}; on
   * {@code okhttp} the hand-written OkHttp client and the SDK's default stack.
   */
  @State(Scope.Benchmark)
  public static class Stack {
    static final Function<StackFixture.Contender, Callable<?>> GET = StackFixture.Contender::get;
    static final Function<StackFixture.Contender, Callable<?>> PAGE = StackFixture.Contender::page;
    static final Function<StackFixture.Contender, Callable<?>> CREATE =
        StackFixture.Contender::create;

    /** The kind of server, as in {@link StackFixture#server}. */
    @Param({"canned", "chunked"})
    public String server;

    /** Which stack's contenders take turns: {@code jdk} or {@code okhttp}. */
    @Param({"jdk", "okhttp"})
    public String stack;

    /**
     * How long each contender has the concurrent callers ({@link #inTurn}): 100 ms, and 1 ms in the
     * smoke run ({@link BenchSuite.Profile#SMOKE}), whose one 20 ms iteration must see every
     * contender.
     */
    static volatile long turnNanos = 100_000_000;

    private final long epoch = System.nanoTime();
    private CannedServer canned;
    private StackFixture.Contender sdk;
    private StackFixture.Contender hand;
    private StackFixture.Contender handPool;
    private List<StackFixture.Contender> order;
    private final SharedTimes shared = new SharedTimes();
    private final VirtualCallers callers = new VirtualCallers();

    /**
     * Starts the server and the stack's contenders.
     *
     * @throws IOException when the server cannot bind
     */
    @Setup(Level.Trial)
    public void setUp() throws IOException {
      canned = StackFixture.start(server);
      String url = canned.baseUrl();
      if (stack.equals("jdk")) {
        hand = StackFixture.Contender.open("handJdk", url);
        handPool = StackFixture.Contender.open("handJdkPool", url);
        sdk = StackFixture.Contender.open("sdkJdk", url);
        order = List.of(hand, handPool, sdk);
      } else if (stack.equals("okhttp")) {
        hand = StackFixture.Contender.open("handOkHttp", url);
        sdk = StackFixture.Contender.open("sdkOkHttp", url);
        order = List.of(hand, sdk);
      } else {
        throw new IllegalArgumentException("no stack " + stack);
      }
    }

    /**
     * Closes the contenders, then the server.
     *
     * @throws Exception when a contender fails to close
     */
    @TearDown(Level.Trial)
    public void tearDown() throws Exception {
      callers.close();
      for (StackFixture.Contender c : order) {
        c.client().close();
      }
      canned.close();
    }

    /**
     * One call with the contender whose turn it is: the turn passes every {@link #turnNanos}, so
     * that all callers use the same contender at once, as an application's threads share one
     * client. Concurrent callers must not mix contenders call by call: the contenders would then
     * compete for the CPU, and the one with more threads of its own (the JDK client's default
     * executor) would take more of it and look faster than it is alone.
     */
    Object inTurn(Function<StackFixture.Contender, Callable<?>> measure, Recorder times)
        throws Exception {
      long turn = (System.nanoTime() - epoch) / turnNanos;
      StackFixture.Contender c = order.get((int) Math.floorMod(turn, (long) order.size()));
      return timed(c, measure, times);
    }

    /** Makes the contender's call and adds its time as that contender's. */
    private Object timed(
        StackFixture.Contender c,
        Function<StackFixture.Contender, Callable<?>> measure,
        Recorder times)
        throws Exception {
      Callable<?> call = measure.apply(c);
      long start = System.nanoTime();
      Object result = call.call();
      times.add(c == sdk ? 0 : c == hand ? 1 : 2, System.nanoTime() - start);
      return result;
    }

    /**
     * One call with each contender, the first one next in turn, each timed on its own: for one
     * caller, whose calls never overlap.
     */
    Object round(Function<StackFixture.Contender, Callable<?>> measure, Times times)
        throws Exception {
      int n = order.size();
      int round = times.nextRound(n);
      Object last = null;
      for (int i = 0; i < n; i++) {
        last = timed(order.get(Times.order(round, n, i)), measure, times);
      }
      return last;
    }
  }

  /**
   * Where {@link Stack#round} and {@link Stack#inTurn} add each call's time. An abstract class with
   * a package-private method rather than an interface, because JMH takes every public method of
   * {@link Times} for a counter.
   */
  abstract static class Recorder {
    /** Adds one call of contender 0 (the SDK), 1 (the hand-written client) or 2 (its pool). */
    abstract void add(int contender, long nanos);
  }

  /**
   * One JMH thread's nanoseconds and calls per contender in the current iteration, reported by JMH
   * as secondary results of these names (summed over the threads).
   */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.EVENTS)
  public static class Times extends Recorder {
    /** The SDK's nanoseconds. */
    public long sdkNanos;

    /** The SDK's calls. */
    public long sdkCalls;

    /** The hand-written client's nanoseconds ({@code Runnable::run} on the JDK stack). */
    public long handNanos;

    /** The hand-written client's calls. */
    public long handCalls;

    /** The hand-written JDK client's nanoseconds with its default executor (none on OkHttp). */
    public long handPoolNanos;

    /** Its calls. */
    public long handPoolCalls;

    private int rounds;

    /** Clears the counts before each iteration, so that each one reports its own. */
    @Setup(Level.Iteration)
    public void clear() {
      sdkNanos = 0;
      sdkCalls = 0;
      handNanos = 0;
      handCalls = 0;
      handPoolNanos = 0;
      handPoolCalls = 0;
    }

    /** This thread's next round, of the {@code 2 n} that {@link #order} cycles through. */
    int nextRound(int n) {
      rounds = (rounds + 1) % (2 * n);
      return rounds;
    }

    /**
     * The contender called {@code i}-th in a round: rounds {@code 0} to {@code n - 1} are the
     * rotations of the contenders' order, rounds {@code n} to {@code 2 n - 1} the rotations of the
     * reverse order. Over the {@code 2 n} rounds in a row, each contender is called in each place
     * equally often and, with two or three contenders (as the stacks have), right after each other
     * contender equally often. Rotations alone do not give the second: with three contenders the
     * one listed last always followed the one listed second, within a round and across the turn to
     * the next, so a contender whose call slows the next one (the JDK client's default executor)
     * slowed the same one in two calls of three.
     *
     * @param round the round, from 0 to {@code 2 n - 1}
     * @param n how many contenders
     * @param i the place in the round, from 0 to {@code n - 1}
     * @return the contender's index in the stack's order
     */
    static int order(int round, int n, int i) {
      int k = (round % n + i) % n;
      return round < n ? k : n - 1 - k;
    }

    @Override
    void add(int contender, long nanos) {
      add(contender, nanos, 1);
    }

    /** Adds {@code calls} calls of a contender that took {@code nanos} in all. */
    void add(int contender, long nanos, long calls) {
      switch (contender) {
        case 0 -> {
          sdkNanos += nanos;
          sdkCalls += calls;
        }
        case 1 -> {
          handNanos += nanos;
          handCalls += calls;
        }
        default -> {
          handPoolNanos += nanos;
          handPoolCalls += calls;
        }
      }
    }
  }

  /** The virtual threads' times, added up across them and handed to the JMH thread's. */
  static final class SharedTimes extends Recorder {
    private final LongAdder[] nanos = {new LongAdder(), new LongAdder(), new LongAdder()};
    private final LongAdder[] calls = {new LongAdder(), new LongAdder(), new LongAdder()};

    @Override
    void add(int contender, long nanos) {
      this.nanos[contender].add(nanos);
      calls[contender].increment();
    }

    /** Moves what the virtual threads added into the JMH thread's counts. */
    void drainTo(Times t) {
      for (int c = 0; c < nanos.length; c++) {
        t.add(c, nanos[c].sumThenReset(), calls[c].sumThenReset());
      }
    }
  }
}
