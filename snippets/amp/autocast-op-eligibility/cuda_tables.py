# timeout: 60
import contextlib
import warnings

import torch

warnings.simplefilter("ignore")  # deprecation notes of old linalg ops are not the point here
A = torch.ops.aten


def args(*a, **kw):
    return a, kw


# One input builder per registered autocast kernel, keyed "name" or "name.overload" of
# torch.ops.aten.  t(*shape) makes a floating tensor in the dtype of the current run,
# i(high, *shape) an int64 tensor; each builder returns the op's (args, kwargs).

def spd(t, n=3):
    m = t(n, n)
    return m @ m.mT + n * torch.eye(n, dtype=m.dtype, device=m.device)


def ar(t, *shape):  # positive values
    return t(*shape).abs() + 0.5


BUILD = {
    # matrix products and convolutions
    "mm": lambda t, i: args(t(4, 4), t(4, 4)),
    "bmm": lambda t, i: args(t(2, 4, 4), t(2, 4, 4)),
    "mv": lambda t, i: args(t(4, 4), t(4)),
    "dot": lambda t, i: args(t(4), t(4)),
    "vdot": lambda t, i: args(t(4), t(4)),
    "matmul": lambda t, i: args(t(4, 4), t(4, 4)),
    "addmm": lambda t, i: args(t(4, 4), t(4, 4), t(4, 4)),
    "addmv": lambda t, i: args(t(4), t(4, 4), t(4)),
    "addr": lambda t, i: args(t(4, 4), t(4), t(4)),
    "addbmm": lambda t, i: args(t(4, 4), t(2, 4, 4), t(2, 4, 4)),
    "baddbmm": lambda t, i: args(t(2, 4, 4), t(2, 4, 4), t(2, 4, 4)),
    "linear": lambda t, i: args(t(2, 4), t(3, 4), t(3)),
    "linalg_vecdot": lambda t, i: args(t(3, 4), t(3, 4)),
    "linalg_multi_dot": lambda t, i: args([t(2, 3), t(3, 4), t(4, 2)]),
    "chain_matmul": lambda t, i: args([t(2, 3), t(3, 4), t(4, 2)]),
    "einsum": lambda t, i: args("ij,jk->ik", [t(2, 3), t(3, 4)]),
    "tensordot": lambda t, i: args(t(2, 3), t(3, 4), [1], [0]),
    "bilinear": lambda t, i: args(t(2, 3), t(2, 4), t(5, 3, 4), t(5)),
    "prelu": lambda t, i: args(t(2, 3, 4), t(3)),
    "conv1d": lambda t, i: args(t(1, 2, 8), t(3, 2, 3)),
    "conv2d": lambda t, i: args(t(1, 2, 6, 6), t(3, 2, 3, 3)),
    "conv3d": lambda t, i: args(t(1, 2, 4, 4, 4), t(3, 2, 3, 3, 3)),
    "conv_transpose1d": lambda t, i: args(t(1, 2, 8), t(2, 3, 3)),
    "conv_transpose2d.input": lambda t, i: args(t(1, 2, 6, 6), t(2, 3, 3, 3)),
    "conv_transpose3d.input": lambda t, i: args(t(1, 2, 4, 4, 4), t(2, 3, 3, 3, 3)),
    "conv_tbc": lambda t, i: args(t(5, 1, 2), t(3, 2, 4), t(4), 1),
    "convolution": lambda t, i: args(t(1, 2, 6, 6), t(3, 2, 3, 3), None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1),
    "_convolution": lambda t, i: args(t(1, 2, 6, 6), t(3, 2, 3, 3), None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1,
                                      False, False, True, True),
    "_convolution.deprecated": lambda t, i: args(t(1, 2, 6, 6), t(3, 2, 3, 3), None, [1, 1], [0, 0], [1, 1], False,
                                                 [0, 0], 1, False, False, True),
    "cudnn_convolution": lambda t, i: args(t(1, 2, 6, 6), t(3, 2, 3, 3), [0, 0], [1, 1], [1, 1], 1, False, False, True),
    "cudnn_convolution_transpose": lambda t, i: args(t(1, 2, 6, 6), t(2, 3, 3, 3), [0, 0], [0, 0], [1, 1], [1, 1], 1,
                                                     False, False, True),
    # recurrent cells
    "gru_cell": lambda t, i: args(t(2, 3), t(2, 4), t(12, 3), t(12, 4), t(12), t(12)),
    "rnn_tanh_cell": lambda t, i: args(t(2, 3), t(2, 4), t(4, 3), t(4, 4), t(4), t(4)),
    "rnn_relu_cell": lambda t, i: args(t(2, 3), t(2, 4), t(4, 3), t(4, 4), t(4), t(4)),
    "lstm_cell": lambda t, i: args(t(2, 3), [t(2, 4), t(2, 4)], t(16, 3), t(16, 4), t(16), t(16)),
    "_thnn_fused_gru_cell": lambda t, i: args(t(2, 12), t(2, 12), t(2, 4), t(12), t(12)),
    "_thnn_fused_lstm_cell": lambda t, i: args(t(2, 16), t(2, 16), t(2, 4), t(16), t(16)),
    # attention
    "scaled_dot_product_attention": lambda t, i: args(t(1, 2, 4, 8), t(1, 2, 4, 8), t(1, 2, 4, 8)),
    "_scaled_dot_product_flash_attention": lambda t, i: args(t(1, 2, 4, 8), t(1, 2, 4, 8), t(1, 2, 4, 8)),
    # pointwise math
    "acos": lambda t, i: args(t(4)),
    "asin": lambda t, i: args(t(4)),
    "cosh": lambda t, i: args(t(4)),
    "sinh": lambda t, i: args(t(4)),
    "tan": lambda t, i: args(t(4)),
    "erfinv": lambda t, i: args(t(4)),
    "exp": lambda t, i: args(t(4)),
    "expm1": lambda t, i: args(t(4)),
    "log": lambda t, i: args(ar(t, 4)),
    "log10": lambda t, i: args(ar(t, 4)),
    "log1p": lambda t, i: args(ar(t, 4)),
    "log2": lambda t, i: args(ar(t, 4)),
    "reciprocal": lambda t, i: args(t(4)),
    "rsqrt": lambda t, i: args(ar(t, 4)),
    "pow.Tensor_Scalar": lambda t, i: args(t(4), 2),
    "pow.Tensor_Tensor": lambda t, i: args(ar(t, 4), t(4)),
    "pow.Scalar": lambda t, i: args(2.0, t(4)),
    "softplus": lambda t, i: args(t(4)),
    "atan2": lambda t, i: args(t(4), t(4)),
    "addcdiv": lambda t, i: args(t(4), t(4), ar(t, 4)),
    "addcmul": lambda t, i: args(t(4), t(4), t(4)),
    "cross": lambda t, i: args(t(2, 3), t(2, 3)),
    # reductions, softmax and norms
    "sum": lambda t, i: args(t(4)),
    "sum.dim_IntList": lambda t, i: args(t(3, 4), [1]),
    "prod": lambda t, i: args(t(4)),
    "prod.dim_int": lambda t, i: args(t(3, 4), 1),
    "cumsum": lambda t, i: args(t(4), 0),
    "cumprod": lambda t, i: args(t(4), 0),
    "softmax.int": lambda t, i: args(t(2, 4), 1),
    "log_softmax.int": lambda t, i: args(t(2, 4), 1),
    "logsumexp": lambda t, i: args(t(2, 4), [1]),
    "norm.Scalar": lambda t, i: args(t(4), 2),
    "norm.ScalarOpt_dim": lambda t, i: args(t(3, 4), 2, [1]),
    "frobenius_norm.dim": lambda t, i: args(t(3, 4), [0, 1]),
    "nuclear_norm": lambda t, i: args(t(3, 4)),
    "nuclear_norm.dim": lambda t, i: args(t(3, 4), [0, 1]),
    "linalg_vector_norm": lambda t, i: args(t(4)),
    "linalg_matrix_norm": lambda t, i: args(t(3, 4), 1),
    "linalg_matrix_norm.str_ord": lambda t, i: args(t(3, 4), "fro"),
    "renorm": lambda t, i: args(t(3, 4), 2, 0, 1.0),
    "dist": lambda t, i: args(t(4), t(4)),
    "cdist": lambda t, i: args(t(3, 4), t(2, 4)),
    "pdist": lambda t, i: args(t(3, 4)),
    "cosine_similarity": lambda t, i: args(t(3, 4), t(3, 4)),
    "layer_norm": lambda t, i: args(t(2, 4), [4], t(4), t(4)),
    "native_layer_norm": lambda t, i: args(t(2, 4), [4], t(4), t(4), 1e-5),
    "rms_norm": lambda t, i: args(t(2, 4), [4], t(4)),
    "group_norm": lambda t, i: args(t(2, 4, 3), 2, t(4), t(4)),
    # losses
    "binary_cross_entropy": lambda t, i: args(t(4).sigmoid(), t(4).sigmoid()),
    "binary_cross_entropy_with_logits": lambda t, i: args(t(4), t(4).sigmoid()),
    "nll_loss": lambda t, i: args(t(3, 5), i(5, 3)),
    "nll_loss2d": lambda t, i: args(t(2, 5, 3, 3), i(5, 2, 3, 3)),
    "mse_loss": lambda t, i: args(t(4), t(4)),
    "l1_loss": lambda t, i: args(t(4), t(4)),
    "smooth_l1_loss": lambda t, i: args(t(4), t(4)),
    "huber_loss": lambda t, i: args(t(4), t(4)),
    "kl_div": lambda t, i: args(t(4), t(4)),
    "poisson_nll_loss": lambda t, i: args(t(4), ar(t, 4), True, False, 1e-8, 1),
    "soft_margin_loss": lambda t, i: args(t(4), t(4)),
    "hinge_embedding_loss": lambda t, i: args(t(4), t(4)),
    "margin_ranking_loss": lambda t, i: args(t(4), t(4), t(4)),
    "cosine_embedding_loss": lambda t, i: args(t(3, 4), t(3, 4), t(3)),
    "triplet_margin_loss": lambda t, i: args(t(3, 4), t(3, 4), t(3, 4)),
    "multi_margin_loss": lambda t, i: args(t(3, 5), i(5, 3)),
    "multilabel_margin_loss": lambda t, i: args(t(3, 5), i(5, 3, 5)),
    # pooling, padding, sampling, resizing
    "grid_sampler": lambda t, i: args(t(1, 2, 4, 4), t(1, 3, 3, 2), 0, 0, False),
    "upsample_nearest1d": lambda t, i: args(t(1, 2, 4), [8]),
    "upsample_nearest2d": lambda t, i: args(t(1, 2, 4, 4), [8, 8]),
    "upsample_nearest3d": lambda t, i: args(t(1, 2, 2, 2, 2), [4, 4, 4]),
    "_upsample_nearest_exact1d": lambda t, i: args(t(1, 2, 4), [8]),
    "_upsample_nearest_exact2d": lambda t, i: args(t(1, 2, 4, 4), [8, 8]),
    "_upsample_nearest_exact3d": lambda t, i: args(t(1, 2, 2, 2, 2), [4, 4, 4]),
    "upsample_linear1d": lambda t, i: args(t(1, 2, 4), [8], False),
    "upsample_bilinear2d": lambda t, i: args(t(1, 2, 4, 4), [8, 8], False),
    "_upsample_bilinear2d_aa": lambda t, i: args(t(1, 2, 4, 4), [8, 8], False),
    "upsample_bicubic2d": lambda t, i: args(t(1, 2, 4, 4), [8, 8], False),
    "_upsample_bicubic2d_aa": lambda t, i: args(t(1, 2, 4, 4), [8, 8], False),
    "upsample_trilinear3d": lambda t, i: args(t(1, 2, 2, 2, 2), [4, 4, 4], False),
    # indexing and joining
    "index_put": lambda t, i: args(t(4, 3), [torch.tensor([0, 2], device=i(1).device)], t(2, 3)),
    "scatter_add": lambda t, i: args(t(4, 3), 0, i(4, 2, 3), t(2, 3)),
}


@contextlib.contextmanager
def autocast_on(device, dtype):
    """torch.autocast(device, dtype=dtype).  On a build without CUDA, torch.autocast("cuda")
    switches itself off, so there the state it would set on entry is set directly."""
    if device == "cpu" or torch.cuda.is_available():
        with torch.autocast(device, dtype=dtype):
            yield
        return
    prev = torch.is_autocast_enabled(device), torch.get_autocast_dtype(device)
    torch.set_autocast_enabled(device, True)
    torch.set_autocast_dtype(device, dtype)
    torch.autocast_increment_nesting()
    try:
        yield
    finally:
        if torch.autocast_decrement_nesting() == 0:
            torch.clear_autocast_cache()
        torch.set_autocast_enabled(device, prev[0])
        torch.set_autocast_dtype(device, prev[1])


def name(dtype):
    return str(dtype).replace("torch.", "")


def out_dtype(out):
    """dtype of the first floating (or complex) tensor the op returned."""
    ts = [o for o in (out if isinstance(out, (tuple, list)) else [out]) if isinstance(o, torch.Tensor)]
    return name(next((o for o in ts if o.is_floating_point() or o.is_complex()), ts[0]).dtype)


ERRORS = []


def call(fn, build, device, low, inputs, autocast):
    """Make the inputs ("float32", "low", or "mixed": the first one low, the rest float32),
    run fn under autocast (or not), and return the output dtype or what it raised."""
    made = []

    def t(*shape):
        made.append(shape)
        dt = {"float32": torch.float32, "low": low, "mixed": low if len(made) == 1 else torch.float32}[inputs]
        return torch.randn(*shape, device=device).to(dt)

    def i(high, *shape):
        return torch.randint(0, high, shape, device=device)

    a, kw = build(t, i)
    try:
        with autocast_on(device, low) if autocast else contextlib.nullcontext():
            return out_dtype(fn(*a, **kw))
    except Exception as e:  # noqa: BLE001 - recorded in the table
        ERRORS.append(str(e).splitlines()[0])
        return f"raises {type(e).__name__}"


def policy(low, r):
    f32 = ("float32", "complex64")
    if r["float32"] == name(low):
        return "lower precision"
    if r["float32"] in f32 and r["low"] in f32:
        return "float32"
    if (r["float32"], r["low"], r["mixed"]) == ("float32", name(low), "float32"):
        return "promote (widest input)"
    if all(v.startswith("raises") for v in r.values()):
        return "raises under autocast"
    return "other"


NOTES = {"complex64": "complex output: float32 real and imaginary parts",
         "int64": "integer output: the precision it ran in is not visible"}


def run_op(key, device, low, fn=None, build=None):
    """(policy, out for float32 inputs, out for low inputs, out for mixed inputs, note)."""
    if fn is None:
        base, _, overload = key.partition(".")
        fn, build = getattr(getattr(A, base), overload or "default"), BUILD.get(key)
    if build is None:
        return ("registered, not run", "–", "–", "–", "no input builder")
    plain = call(fn, build, device, low, "float32", autocast=False)
    if plain.startswith("raises"):
        where = "on fake CUDA tensors" if device == "cuda" else "here"
        return ("registered, not run", "–", "–", "–", f"{plain} {where}, even without autocast")
    r = {k: call(fn, build, device, low, k, autocast=True) for k in ("float32", "low", "mixed")}
    pol = policy(low, r)
    note = ERRORS[-1] if pol == "raises under autocast" else NOTES.get(r["float32"], "")
    return (pol, r["float32"], r["low"], r["mixed"], note)


def registered(device):
    key = "AutocastCPU" if device == "cpu" else "AutocastCUDA"
    return sorted(r.split("::")[1] for r in torch._C._dispatch_get_registrations_for_dispatch_key(key))


def survey(device, low, skip=()):
    """Every op registered for Autocast<device>, run under autocast; ops grouped by behaviour."""
    groups = {}
    for key in registered(device):
        row = ("registered, not run", "–", "–", "–", skip[key]) if key in skip else run_op(key, device, low)
        groups.setdefault(row, []).append(key)
    return groups


ORDER = ["lower precision", "float32", "promote (widest input)", "raises under autocast", "other",
         "registered, not run"]


def print_table(low, groups):
    print(f"| policy (observed) | float32 inputs → | {name(low)} inputs → | mixed inputs → | ops | note |")
    print("|---|---|---|---|---|---|")
    for row in sorted(groups, key=lambda r: (ORDER.index(r[0]), r[1:])):
        ops = ", ".join(f"`{n}`" for n in groups[row])
        print(f"| {row[0]} | {row[1]} | {row[2]} | {row[3]} | {ops} ({len(groups[row])}) | {row[4]} |")


from torch._subclasses.fake_tensor import FakeTensorMode

DEVICE = "cuda"
# No GPU needed: fake tensors on a "cuda" device have a shape, a dtype and a device but no
# data, and every op on them still goes through the AutocastCUDA kernels first.
for LOW in (torch.float16, torch.bfloat16):  # one table per dtype
    with FakeTensorMode(allow_non_fake_inputs=False):
        groups = survey(DEVICE, LOW)
    print_table(LOW, groups)
    print()
