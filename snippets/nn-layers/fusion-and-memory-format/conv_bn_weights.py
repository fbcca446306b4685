import torch
from torch import nn
from torch.nn.utils import fuse_conv_bn_weights

torch.manual_seed(0)
w, b = torch.randn(4, 3, 3, 3), torch.randn(4)
rm, rv, eps = torch.randn(4), torch.rand(4) + 0.5, 1e-5
gamma, beta = torch.randn(4), torch.randn(4)
fw, fb = fuse_conv_bn_weights(w, b, rm, rv, eps, gamma, beta)

scale = gamma / torch.sqrt(rv + eps)                  # by hand
print("returns:", type(fw).__name__, tuple(fw.shape), type(fb).__name__, tuple(fb.shape))
print("max |w' - w*scale|:", (fw - w * scale.view(-1, 1, 1, 1)).abs().max().item())
print("max |b' - ((b-rm)*scale+beta)|:", (fb - ((b - rm) * scale + beta)).abs().max().item())

# conv_b, bn_w, bn_b may be None: treated as 0, 1, 0
fw2, fb2 = fuse_conv_bn_weights(w, None, rm, rv, eps, None, None)
print("None -> bias = -rm/sqrt(rv+eps):", torch.allclose(fb2, -rm / torch.sqrt(rv + eps)))

# dtypes: the fused weight and bias are cast back to the conv's dtypes
fw3, fb3 = fuse_conv_bn_weights(w.half(), b.half(), rm, rv, eps, gamma, beta)
print("float16 conv + float32 BN ->", fw3.dtype, fb3.dtype)
