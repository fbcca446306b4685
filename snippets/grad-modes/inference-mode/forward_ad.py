import torch
import torch.autograd.forward_ad as fwAD

with fwAD.dual_level():
    dual = fwAD.make_dual(torch.tensor([1.0, 2.0]), torch.ones(2))
    with torch.no_grad():
        a = dual ** 2
    with torch.inference_mode():
        b = dual ** 2
    print("tangent under no_grad:       ", fwAD.unpack_dual(a).tangent)
    print("tangent under inference_mode:", fwAD.unpack_dual(b).tangent)
