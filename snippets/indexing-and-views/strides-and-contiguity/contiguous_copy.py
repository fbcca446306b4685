import torch


def shares(a, b):
    return a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()


base = torch.tensor([[0, 1], [2, 3]])
t = base.transpose(0, 1)
print("base contiguous:", base.is_contiguous(), "stride:", base.stride())
print("t contiguous:", t.is_contiguous(), "stride:", t.stride(), "shares:", shares(t, base))

c = t.contiguous()              # copies into row-major order
print("c contiguous:", c.is_contiguous(), "stride:", c.stride(), "shares:", shares(c, base))

same = base.contiguous()        # already contiguous: no copy, same object
print("base.contiguous() is base:", same is base)
