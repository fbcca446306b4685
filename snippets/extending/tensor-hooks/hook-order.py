import torch

w = torch.tensor([1.0], requires_grad=True)
w.register_hook(lambda g: print("register_hook:                  incoming grad", g))
w.register_post_accumulate_grad_hook(lambda p: print("post_accumulate_grad_hook:      p.grad", p.grad))

for i in range(2):
    print(f"backward #{i + 1}")
    (w * 3).sum().backward()
