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
    "matmul": lambda t, i: args(t(4, 4), t(4, 4)),
    "addmm": lambda t, i: args(t(4, 4), t(4, 4), t(4, 4)),
    "_addmm_activation": lambda t, i: args(t(4, 4), t(4, 4), t(4, 4)),
    "addbmm": lambda t, i: args(t(4, 4), t(2, 4, 4), t(2, 4, 4)),
    "baddbmm": lambda t, i: args(t(2, 4, 4), t(2, 4, 4), t(2, 4, 4)),
    "linear": lambda t, i: args(t(2, 4), t(3, 4), t(3)),
    "linalg_vecdot": lambda t, i: args(t(3, 4), t(3, 4)),
    "prelu": lambda t, i: args(t(2, 3, 4), t(3)),
    "conv1d": lambda t, i: args(t(1, 2, 8), t(3, 2, 3)),
    "conv1d.padding": lambda t, i: args(t(1, 2, 8), t(3, 2, 3), None, [1], "same"),
    "conv2d": lambda t, i: args(t(1, 2, 6, 6), t(3, 2, 3, 3)),
    "conv2d.padding": lambda t, i: args(t(1, 2, 6, 6), t(3, 2, 3, 3), None, [1, 1], "same"),
    "conv3d": lambda t, i: args(t(1, 2, 4, 4, 4), t(3, 2, 3, 3, 3)),
    "conv3d.padding": lambda t, i: args(t(1, 2, 4, 4, 4), t(3, 2, 3, 3, 3), None, [1, 1, 1], "same"),
    "conv_transpose1d": lambda t, i: args(t(1, 2, 8), t(2, 3, 3)),
    "conv_transpose2d.input": lambda t, i: args(t(1, 2, 6, 6), t(2, 3, 3, 3)),
    "conv_transpose3d.input": lambda t, i: args(t(1, 2, 4, 4, 4), t(2, 3, 3, 3, 3)),
    "conv_tbc": lambda t, i: args(t(5, 1, 2), t(3, 2, 4), t(4), 1),
    "_convolution.deprecated": lambda t, i: args(t(1, 2, 6, 6), t(3, 2, 3, 3), None, [1, 1], [0, 0], [1, 1], False,
                                                 [0, 0], 1, False, False, True),
    # recurrent cells
    "mkldnn_rnn_layer": lambda t, i: args(t(5, 2, 3), t(16, 3), t(16, 4), t(16), t(16), t(2, 4), t(2, 4),
                                          False, [], 2, 4, 1, True, False, False, False),
    # attention
    "scaled_dot_product_attention": lambda t, i: args(t(1, 2, 4, 8), t(1, 2, 4, 8), t(1, 2, 4, 8)),
    "_native_multi_head_attention": lambda t, i: args(t(2, 3, 8), t(2, 3, 8), t(2, 3, 8), 8, 2, t(24, 8), t(24),
                                                      t(8, 8), t(8)),
    # pointwise math
    "polar": lambda t, i: args(ar(t, 4), t(4)),
    "view_as_complex": lambda t, i: args(t(4, 2)),
    "fake_quantize_per_tensor_affine": lambda t, i: args(t(4), 0.1, 0, 0, 255),
    # reductions, softmax and norms
    "prod": lambda t, i: args(t(4)),
    "prod.dim_int": lambda t, i: args(t(3, 4), 1),
    "trace": lambda t, i: args(t(3, 3)),
    "quantile": lambda t, i: args(t(8), ar(t, 2) / 4),
    "quantile.scalar": lambda t, i: args(t(8), 0.5),
    "nanquantile": lambda t, i: args(t(8), ar(t, 2) / 4),
    "nanquantile.scalar": lambda t, i: args(t(8), 0.5),
    "cdist": lambda t, i: args(t(3, 4), t(2, 4)),
    # losses
    "binary_cross_entropy": lambda t, i: args(t(4).sigmoid(), t(4).sigmoid()),
    "binary_cross_entropy_with_logits": lambda t, i: args(t(4), t(4).sigmoid()),
    "cross_entropy_loss": lambda t, i: args(t(3, 5), i(5, 3)),
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
    "multilabel_margin_loss_forward": lambda t, i: args(t(3, 5), i(5, 3, 5), 1),
    "ctc_loss.IntList": lambda t, i: args(t(6, 2, 4).log_softmax(2), i(3, 2, 3) + 1, [6, 6], [3, 3]),
    "ctc_loss.Tensor": lambda t, i: args(t(6, 2, 4).log_softmax(2), i(3, 2, 3) + 1, i(1, 2) + 6, i(1, 2) + 3),
    # pooling, padding, sampling, resizing
    "avg_pool3d": lambda t, i: args(t(1, 2, 4, 4, 4), [2, 2, 2]),
    "max_pool3d": lambda t, i: args(t(1, 2, 4, 4, 4), [2, 2, 2]),
    "adaptive_avg_pool3d": lambda t, i: args(t(1, 2, 4, 4, 4), [2, 2, 2]),
    "adaptive_max_pool3d": lambda t, i: args(t(1, 2, 4, 4, 4), [2, 2, 2]),
    "fractional_max_pool2d": lambda t, i: args(t(1, 2, 6, 6), [2, 2], [3, 3], ar(t, 1, 2, 2) / 4),
    "fractional_max_pool3d": lambda t, i: args(t(1, 2, 6, 6, 6), [2, 2, 2], [3, 3, 3], ar(t, 1, 2, 3) / 4),
    "max_unpool2d": lambda t, i: args(t(1, 1, 2, 2), torch.tensor([[[[0, 3], [8, 11]]]], device=i(1).device), [4, 4]),
    "max_unpool3d": lambda t, i: args(t(1, 1, 1, 2, 2), torch.tensor([[[[[0, 3], [8, 11]]]]], device=i(1).device),
                                      [1, 4, 4], [1, 2, 2], [0, 0, 0]),
    "reflection_pad1d": lambda t, i: args(t(1, 2, 4), [1, 1]),
    "reflection_pad2d": lambda t, i: args(t(1, 2, 4, 4), [1, 1, 1, 1]),
    "replication_pad1d": lambda t, i: args(t(1, 2, 4), [1, 1]),
    "replication_pad2d": lambda t, i: args(t(1, 2, 4, 4), [1, 1, 1, 1]),
    "replication_pad3d": lambda t, i: args(t(1, 2, 4, 4, 4), [1, 1, 1, 1, 1, 1]),
    "grid_sampler": lambda t, i: args(t(1, 2, 4, 4), t(1, 3, 3, 2), 0, 0, False),
    "grid_sampler_2d": lambda t, i: args(t(1, 2, 4, 4), t(1, 3, 3, 2), 0, 0, False),
    "_grid_sampler_2d_cpu_fallback": lambda t, i: args(t(1, 2, 4, 4), t(1, 3, 3, 2), 0, 0, False),
    "grid_sampler_3d": lambda t, i: args(t(1, 2, 4, 4, 4), t(1, 3, 3, 3, 3), 0, 0, False),
    # indexing and joining
    "cat": lambda t, i: args([t(2, 3), t(2, 3)]),
    "stack": lambda t, i: args([t(2, 3), t(2, 3)]),
    "index_copy": lambda t, i: args(t(4, 3), 0, torch.tensor([0, 2], device=i(1).device), t(2, 3)),
    # spectral
    "fft_fft": lambda t, i: args(t(8)),
    "fft_ifft": lambda t, i: args(t(8)),
    "fft_fft2": lambda t, i: args(t(4, 4)),
    "fft_ifft2": lambda t, i: args(t(4, 4)),
    "fft_fftn": lambda t, i: args(t(4, 4)),
    "fft_ifftn": lambda t, i: args(t(4, 4)),
    "fft_rfft": lambda t, i: args(t(8)),
    "fft_irfft": lambda t, i: args(t(8)),
    "fft_rfft2": lambda t, i: args(t(4, 4)),
    "fft_irfft2": lambda t, i: args(t(4, 4)),
    "fft_rfftn": lambda t, i: args(t(4, 4)),
    "fft_irfftn": lambda t, i: args(t(4, 4)),
    "fft_hfft": lambda t, i: args(t(8)),
    "fft_ihfft": lambda t, i: args(t(8)),
    "stft": lambda t, i: args(t(32), 8, return_complex=True),
    "stft.center": lambda t, i: args(t(32), 8, return_complex=True),
    # linear algebra
    "inverse": lambda t, i: args(spd(t)),
    "pinverse": lambda t, i: args(t(3, 4)),
    "cholesky": lambda t, i: args(spd(t)),
    "cholesky_inverse": lambda t, i: args(spd(t)),
    "cholesky_solve": lambda t, i: args(t(3, 2), spd(t)),
    "lu_solve": lambda t, i: args(t(3, 2), spd(t), torch.tensor([1, 2, 3], dtype=torch.int32, device=i(1).device)),
    "_lu_with_info": lambda t, i: args(spd(t)),
    "triangular_solve": lambda t, i: args(t(3, 2), spd(t)),
    "geqrf": lambda t, i: args(t(3, 3)),
    "orgqr": lambda t, i: args(t(3, 3), t(3)),
    "ormqr": lambda t, i: args(t(3, 3), t(3), t(3, 2)),
    "qr": lambda t, i: args(t(3, 3)),
    "svd": lambda t, i: args(t(3, 3)),
    "linalg_householder_product": lambda t, i: args(t(3, 3), t(3)),
    "linalg_cholesky": lambda t, i: args(spd(t)),
    "linalg_cholesky_ex": lambda t, i: args(spd(t)),
    "linalg_inv": lambda t, i: args(spd(t)),
    "linalg_inv_ex": lambda t, i: args(spd(t)),
    "linalg_solve": lambda t, i: args(spd(t), t(3, 2)),
    "linalg_lstsq": lambda t, i: args(t(4, 3), t(4, 2)),
    "linalg_qr": lambda t, i: args(t(3, 3)),
    "linalg_svd": lambda t, i: args(t(3, 3)),
    "linalg_svdvals": lambda t, i: args(t(3, 3)),
    "linalg_eig": lambda t, i: args(spd(t)),
    "linalg_eigvals": lambda t, i: args(spd(t)),
    "linalg_eigh": lambda t, i: args(spd(t)),
    "linalg_eigvalsh": lambda t, i: args(spd(t)),
    "linalg_cond": lambda t, i: args(spd(t)),
    "linalg_cond.p_str": lambda t, i: args(spd(t), "fro"),
    "linalg_matrix_rank": lambda t, i: args(spd(t), 1e-5),
    "linalg_matrix_rank.atol_rtol_float": lambda t, i: args(spd(t)),
    "linalg_matrix_rank.atol_rtol_tensor": lambda t, i: args(spd(t)),
    "linalg_matrix_rank.tol_tensor": lambda t, i: args(spd(t), ar(t, 1).squeeze(0) * 1e-5),
    "linalg_tensorinv": lambda t, i: args(spd(t, 4).reshape(4, 2, 2), ind=1),
    "linalg_tensorsolve": lambda t, i: args(spd(t, 4).reshape(2, 2, 4), t(2, 2)),
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


DEVICE = "cpu"
SKIP = {"mkldnn_rnn_layer": "not run: whether oneDNN has a low-precision LSTM depends on the CPU"}
for LOW in (torch.bfloat16, torch.float16):  # one table per dtype
    print_table(LOW, survey(DEVICE, LOW, SKIP))
    print()
