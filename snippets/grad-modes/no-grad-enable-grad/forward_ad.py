import torch
import torch.autograd.forward_ad as fwAD

primal = torch.tensor([1.0, 2.0, 3.0])
tangent = torch.ones(3)

with fwAD.dual_level():
    dual = fwAD.make_dual(primal, tangent)
    with torch.no_grad():
        out = dual ** 2
    print("tangent of dual**2 under no_grad:", fwAD.unpack_dual(out).tangent)
    with torch.set_grad_enabled(False):
        out = dual.sin()
    print("tangent of sin under set_grad_enabled(False):", fwAD.unpack_dual(out).tangent)

    # to stop forward AD, compute on the primal instead of the dual tensor
    plain = fwAD.unpack_dual(dual).primal
    out = plain ** 2
    print("tangent when computed from the unpacked primal:", fwAD.unpack_dual(out).tangent)
