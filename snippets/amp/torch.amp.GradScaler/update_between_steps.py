import torch


def run(update_between):
    a = torch.nn.Parameter(torch.tensor([1.0]))
    b = torch.nn.Parameter(torch.tensor([1.0]))
    opt_a, opt_b = torch.optim.SGD([a], lr=1.0), torch.optim.SGD([b], lr=1.0)
    scaler = torch.amp.GradScaler("cpu", init_scale=8.0, growth_interval=1)
    scaler.scale(a.sum() + b.sum()).backward()  # true gradient of both: 1.0
    scaler.step(opt_a)
    if update_between:
        scaler.update()  # too early: the scale grows to 16 before opt_b is stepped
    scaler.step(opt_b)
    if not update_between:
        scaler.update()
    print(f"update {'between the steps' if update_between else 'after both steps '}: "
          f"a moved by {1 - a.item()}, b moved by {1 - b.item()}, scale {scaler.get_scale()}")


run(update_between=False)
run(update_between=True)
